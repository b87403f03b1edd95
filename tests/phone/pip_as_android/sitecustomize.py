"""Makes pip evaluate markers as a phone build's pip does for Android (``.ci/run`` puts this on PYTHONPATH).

serious_python runs the build machine's pip with a sitecustomize whose ``platform.system()`` answers
"Android"; every other marker value stays the build machine's.  Only the markers change here: the
wheels are still this machine's, so the installed set is the phone's, runnable here for the tests.
"""

import platform

platform.system = lambda: "Android"
