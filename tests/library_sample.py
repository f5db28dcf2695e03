"""The part of the scenario library a slow build checks.

CARC_CHECK_EVERY=K (set by CMake for the sanitizer build, where each run of carc is many times
slower) keeps every K-th scenario file, in sorted order, plus the files a test always needs; the
choice is fixed, so a failure is found again. Without it, the whole library is checked.
"""
import os


def every():
    return max(1, int(os.environ.get("CARC_CHECK_EVERY", "1")))


def library_files(root, keep=(), k=None):
    """Paths to give `carc`: [root] for the whole library, or the sampled files (every K-th, by
    default CARC_CHECK_EVERY's)."""
    k = k or every()
    if k == 1:
        return [root]
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".carc"))
    kept = {os.path.normpath(os.path.join(root, p)) for p in keep}
    return [f for n, f in enumerate(files) if n % k == 0 or os.path.normpath(f) in kept]
