"""Denoise a Cycles render (the Debian Blender build has no OpenImageDenoise, and Cycles X dropped
its NLM denoiser), so the driver runs OpenCV's non-local-means denoiser over the 16-bit PNG:
  python3 scripts/render/denoise.py in.png out.png [strength]
Luminance is filtered less than colour (chroma noise is what low sample counts show most)."""
import sys

import cv2
import numpy as np

src, dst = sys.argv[1], sys.argv[2]
h = float(sys.argv[3]) if len(sys.argv) > 3 else 6.0
cv2.setNumThreads(1)
img = cv2.imread(src, cv2.IMREAD_UNCHANGED)
if img.dtype == np.uint16:
    img = (img / 257.0 + 0.5).clip(0, 255).astype(np.uint8)
if img.ndim == 3 and img.shape[2] == 4:
    img = img[:, :, :3]
out = cv2.fastNlMeansDenoisingColored(img, None, h, h * 1.6, 5, 17)
cv2.imwrite(dst, out)
