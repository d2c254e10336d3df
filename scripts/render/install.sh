#!/bin/sh
# Installs Blender (Debian 12 ships 3.4) and OpenCV (the denoiser, scripts/render/denoise.py) for the
# offline render pipeline. Only for a Debian workstation that renders imagery; CI never renders
# (the outputs are committed).
set -eu
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if ! command -v blender >/dev/null 2>&1 || ! /usr/bin/python3 -c 'import cv2' 2>/dev/null; then
  $SUDO apt-get update
  $SUDO apt-get install -y blender python3-opencv
fi
blender -b --factory-startup --version | head -1
/usr/bin/python3 -c 'import cv2; print("OpenCV", cv2.__version__)'
