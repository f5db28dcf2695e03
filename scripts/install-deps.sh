#!/usr/bin/env bash
# Installs every Debian package the build and the tests need (DESIGN §2). Safe to run again.
set -euo pipefail
packages=(
  cmake g++ ninja-build pkg-config
  antlr4 default-jre-headless libantlr4-runtime-dev
  doctest-dev libfmt-dev libyaml-cpp-dev libcli11-dev nlohmann-json3-dev
  python3 python3-yaml python3-jsonschema
  clang libclang-rt-14-dev  # the libFuzzer targets (fuzz/README.md)
  chromium fonts-dejavu-core  # headless, for the test that renders carc report's page
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
