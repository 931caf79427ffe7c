"""``python -m benchmarks``: the main benchmark, solving the reference sets (``solve.py``).

The other benchmarks run as scripts, each documented at its top: ``generation.py``,
``layouts.py``, ``rules.py``, ``scale.py``, ``reglib.py`` (HoDoKu's library of cases),
``ratings.py`` (our scales beside Sudoku Explainer's and HoDoKu's ratings),
``generate_er.py`` (puzzles made to an SE rating), ``property_run.py`` (the slow
property test, timed), and, from the benchmark environment ``.venv-bench``, ``peers.py``,
``rate_peers.py`` and ``whole_run.py``. Each appends its tables to
``benchmarks/results.md`` unless given ``--no-record``. The reference data is read from
``../shared`` beside the checkout, or from the folder ``SUDOKU_SHARED`` names.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from solve import main

raise SystemExit(main())
