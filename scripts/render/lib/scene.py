"""What the furnished-scene modules (scenes/rooms.py, themes.py, softwhere.py) share: the subject
registry, the camera-side fill light and exposure key a subject can set, and the entry point.

A module registers builders with @subject('name'); a builder makes its room and returns its default
camera (cam(...)); run() builds the job's subject, applies the manifest's camera override, adds the
fill light and renders.
"""

import kit as K

S = {}
# The camera-side fill light (kit.fill) of the picture being built; a subject may dim or tint it
# (media-art rooms and night views turn it off: their light is the projection or the windows).
FILL = {'power': 45.0, 'color': '#fff6ec'}


def mood(key=None, fill=None, color=None):
    """Exposure key (kit.KEY) and fill light of the picture being built."""
    if key is not None:
        K.KEY = key
    if fill is not None:
        FILL['power'] = fill
    if color is not None:
        FILL['color'] = color


def subject(name):
    def deco(f):
        S[name] = f
        return f

    return deco


def cam(loc, target, lens=28, **kw):
    return {'loc': loc, 'target': target, 'lens': lens, **kw}


def run(fill=45.0):
    """Render the job on the command line: its subject, at the module's default fill power."""
    FILL['power'] = fill
    j = K.job()
    K.reset()
    K.settings(j, exposure=-0.3, world='#d8dde4', world_strength=0.25)
    default = S[j['subject']](j.get('seed', 0))
    c = K.cam_from(j, default)
    if FILL['power'] > 0:
        K.fill(c, {**default, **(j.get('camera') or {})}['target'], power=FILL['power'], color=FILL['color'])
    K.render(j)
