"""Writes a fuzz target's seeds: one file per distinct seed, named by its SHA-1, so rerunning a
seed script adds only what is new (shared by the seeds_*.py scripts)."""
import hashlib
import os


def write_seeds(seeds, out):
    """Writes each seed (a str) to OUT/<sha1>; returns how many files were new."""
    os.makedirs(out, exist_ok=True)
    written = 0
    for s in seeds:
        data = s.encode("utf-8")
        path = os.path.join(out, hashlib.sha1(data).hexdigest())
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(data)
            written += 1
    return written
