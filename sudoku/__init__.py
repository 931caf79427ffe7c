"""sudoku: learn object-oriented design by solving sudoku."""
