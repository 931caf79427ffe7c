"""An example plug-in for sudoku-patterns: the strategy "last digit" joins the chain.

Its ``pyproject.toml`` names ``LastDigit`` under the entry-point group
``sudoku.strategies``; once this package is installed beside sudoku-patterns,
``sudoku.DEFAULT_CHAIN`` holds it at 1.1, between full house (1.0) and hidden
single (1.2), and ``sudoku explain`` uses it.
"""

from sudoku_plugin_example.last_digit import LastDigit

__all__ = ["LastDigit"]
