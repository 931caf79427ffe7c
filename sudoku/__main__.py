"""Run the command line as ``python -m sudoku``."""

from sudoku.command import main

raise SystemExit(main())
