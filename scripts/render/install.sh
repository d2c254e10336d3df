#!/bin/sh
# Installs Blender (Debian 12 ships 3.4) for the offline render pipeline. Only run on a Debian
# workstation that renders imagery; CI never renders (the outputs are committed).
set -eu
if command -v blender >/dev/null 2>&1; then
  blender -b --factory-startup --version | head -1
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update
$SUDO apt-get install -y blender
blender -b --factory-startup --version | head -1
