"""``clock.running_from``: a clock set to a day for a replayed conversation, and only there."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from memwarden.clock import now, running_from
from memwarden.errors import InvalidInputError


def test_the_clock_runs_on_from_the_day_set_and_comes_back() -> None:
    real = now()
    with running_from("2026-11-29") as start:
        assert start == datetime(2026, 11, 29, tzinfo=UTC)
        first, second = now(), now()
        assert start <= first <= second < start + timedelta(minutes=1)  # it runs on
        with running_from("2020-01-01"):
            assert now().year == 2020
        assert now().date().isoformat() == "2026-11-29"  # the outer one is back
    assert abs(now() - real) < timedelta(minutes=1)  # control: the real clock after


def test_another_thread_keeps_the_real_clock() -> None:
    seen: list[datetime] = []
    with running_from("2001-02-03"):
        worker = threading.Thread(target=lambda: seen.append(now()))
        worker.start()
        worker.join()
        assert now().year == 2001  # control: this thread's is set
    assert seen and seen[0].year == datetime.now(UTC).year


@pytest.mark.parametrize("start", [None, "", "yesterday", 5])
def test_a_bad_day_is_refused(start: object) -> None:
    with pytest.raises(InvalidInputError), running_from(start):  # type: ignore[arg-type]
        pass
    assert abs(now() - datetime.now(UTC)) < timedelta(minutes=1)
