"""A loan said no to stays no when it comes back as its monthly instalment ("forget about my
home loan", then "the EMI went up to 15,200 from this month"), as India says, or as Bangla's
"kisti", or as the loan without its lender's name: a loan and its instalment are of debt, as
arrears and an overdraft were. Real SQLite files, the real service; each with its twin, a turn
of the same life about no debt, which is kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_said_no


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        (
            "please don't remember anything about my home loan, it stresses me",
            "the EMI went up to 15,200 from this month, HDFC sent the letter",
            "my daughter's school fees went up to 15,200 this term, the school sent the letter",
        ),
        (
            "Abeg forget that LAPO loan matter, I no wan remember am at all",
            "That loan for the shop still dey tie my head, dem call me again today",
            "That shop for Oshodi still dey sell well, customers call me again today",
        ),
        (
            "gaari r loan ta niye kichu mone rekho na pls",
            "loan er kisti 3 ta baki, salary theke katbe",
            "Monir amader notun driver, salary 18 hajar",
        ),
    ],
)
def test_a_loan_said_no_to_is_blocked_as_its_instalment(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)
