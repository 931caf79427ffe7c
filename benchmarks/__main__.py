"""``python -m benchmarks``: the main benchmark, solving the reference sets (``solve.py``).

The other benchmarks run as scripts, each documented at its top:
``generation.py``, ``layouts.py``, ``rules.py``, ``peers.py``, ``whole_run.py`` and
``property_run.py`` (the slow property test, timed).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from solve import main

raise SystemExit(main())
