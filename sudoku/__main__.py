"""Run the command line as ``python -m sudoku``.

See the docs page *Command line*.
"""

from sudoku.command import main

raise SystemExit(main())
