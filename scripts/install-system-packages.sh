#!/usr/bin/env bash
# Installs the Debian packages the lab needs, only those missing. Run as root (or with sudo).
set -euo pipefail
# libcurl4-openssl-dev: `make run` links Foundation statically (--static-swift-stdlib), and its
# FoundationNetworking then links libcurl by its development name, libcurl.so.
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libxml2 libcurl4 libcurl4-openssl-dev libpoppler-glib8 fonts-dejavu-core fonts-inter wamerican xvfb xauth xdotool imagemagick x11-utils gcc libc6-dev ffmpeg)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing system packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
