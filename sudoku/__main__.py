"""Run the command line as ``python -m sudoku``."""

from sudoku.cli import main

raise SystemExit(main())
