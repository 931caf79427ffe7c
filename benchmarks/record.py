"""What every benchmark shares: the machine line, markdown tables, and the results file.

Each benchmark prints a report (a heading, the machine line and a table) and
appends it to ``benchmarks/results.md``, so the file is a dated history of the
figures on the machines they were measured on.
"""

from __future__ import annotations

import datetime
import os
import platform
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results.md"
"""The file every benchmark appends its report to."""


def machine() -> str:
    """One line naming the date, the machine and the Python."""
    return (f"{datetime.date.today().isoformat()}, {platform.machine()} "
            f"{platform.processor() or platform.system()}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}")


def markdown_table(heading: list[str], rows: list[list[object]]) -> str:
    """A markdown table: the first column left-aligned, the others right-aligned."""
    lines = ["| " + " | ".join(heading) + " |",
             "|---|" + "---:|" * (len(heading) - 1)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def report(title: str, table: str, record: bool = True) -> str:
    """Print ``title``, the machine line and ``table``; append them to the results file."""
    text = f"### {title}\n\n{machine()}\n\n{table}\n"
    print(text)
    if record:
        with open(RESULTS, "a", encoding="utf-8") as results:
            results.write("\n" + text)
    return text
