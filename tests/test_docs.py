"""Reference pages generated from the code stay in step with it."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memwarden.settings import SETTINGS_HELP, Settings, settings_markdown

ROOT = Path(__file__).resolve().parents[1]


def test_every_setting_has_a_help_line() -> None:
    names = {f.name for f in fields(Settings)}
    assert names == set(SETTINGS_HELP)
    assert all(SETTINGS_HELP[name].strip() for name in names)


def test_settings_page_is_current() -> None:
    page = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
    assert page == settings_markdown(), (
        "regenerate: python -m memwarden.settings > docs/settings.md"
    )


def test_settings_read_from_environment_only_when_asked() -> None:
    env = {"MEMWARDEN_DEFAULT_SCOPE": "work", "MEMWARDEN_MAX_TEXT_CHARS": "500"}
    settings = Settings.from_env(env)
    assert settings.default_scope == "work"
    assert settings.max_text_chars == 500
    # Control: the library default ignores the environment entirely.
    assert Settings().default_scope == "default"


def test_bad_settings_are_refused_with_a_clear_error() -> None:
    import pytest

    from memwarden.errors import ConfigurationError

    with pytest.raises(ConfigurationError, match="synchronous"):
        Settings.from_env({"MEMWARDEN_SYNCHRONOUS": "OFF; DROP TABLE memories"})
    with pytest.raises(ConfigurationError, match="whole number"):
        Settings.from_env({"MEMWARDEN_MAX_TEXT_CHARS": "lots"})
    assert Settings.from_env({"MEMWARDEN_SYNCHRONOUS": "full"}).synchronous == "full"


@pytest.mark.parametrize(
    ("name", "bad", "kind"),
    [
        ("import_worker", "no", "true or false"),  # a truthy string must not turn it on
        ("embed_helper", 0, "true or false"),
        ("embed_catchup", "5", "a whole number"),
        ("max_text_chars", 9.5, "a whole number"),
        ("lineage_depth", True, "a whole number"),
        ("llm_extract_timeout", "3", "a number"),
        ("default_scope", 5, "text"),
        ("synchronous", None, "text"),
        ("llm_extract_url", b"http://x", "text or None"),
    ],
)
def test_a_setting_of_the_wrong_type_is_refused_by_name(name: str, bad: object, kind: str) -> None:
    from dataclasses import replace

    from memwarden.errors import ConfigurationError

    with pytest.raises(ConfigurationError, match=f"^{name} must be {kind}, got "):
        replace(Settings(), **{name: bad})


def test_every_setting_has_its_type_checked() -> None:
    from dataclasses import fields

    from memwarden import settings as module

    for f in fields(Settings):
        assert str(f.type) in module._TYPES or str(f.type) == "Path | None", f.name
    # Control: the right types pass, a whole number stands for a float, None for an optional.
    Settings(llm_extract_timeout=3, llm_extract_url=None, embed_worker=True, import_cache_mb=0)


@given(st.integers(min_value=0, max_value=2**128 - 1))
def test_ids_encode_every_value_as_the_reference_library_does(value: int) -> None:
    from ulid import ULID

    from memwarden.ids import encode

    assert encode(value) == str(ULID.from_int(value))


def test_ids_follow_the_order_they_were_made_in_even_within_a_millisecond() -> None:
    import threading

    from ulid import ULID

    from memwarden.ids import new_id

    made = [new_id() for _ in range(3000)]
    assert made == sorted(made) and len(set(made)) == len(made)
    stamps = [ULID.from_str(v).milliseconds for v in made]
    assert len(set(stamps)) < len(stamps)  # control: many shared a millisecond
    # Threads: every id unique, each thread's own in order.
    per_thread: list[list[str]] = [[] for _ in range(4)]

    def make(out: list[str]) -> None:
        out.extend(new_id() for _ in range(2000))

    threads = [threading.Thread(target=make, args=(out,)) for out in per_thread]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    every = [i for out in per_thread for i in out]
    assert len(set(every)) == len(every)
    assert all(out == sorted(out) for out in per_thread)


def test_a_forked_child_does_not_count_up_from_its_parents_last_id(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import os
    import time
    from types import SimpleNamespace

    from memwarden import ids
    from memwarden.ids import new_id

    # One millisecond for both: without a fresh start the child would repeat the parent's ids.
    frozen = (time.time_ns() // 1_000_000 + 1000) * 1_000_000
    monkeypatch.setattr(ids, "time", SimpleNamespace(time_ns=lambda: frozen))
    monkeypatch.setattr(ids, "_last", [0, 0])  # and the real clock's ids untouched after
    new_id()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.write(write, " ".join(new_id() for _ in range(200)).encode())
        os._exit(0)
    os.close(write)
    mine = {new_id() for _ in range(200)}
    os.waitpid(pid, 0)
    with os.fdopen(read, "rb") as pipe:
        theirs = set(pipe.read().decode().split())
    assert len(theirs) == 200 and not mine & theirs


def test_ids_are_ulids_in_time_order() -> None:
    import time

    from ulid import ULID

    from memwarden.ids import new_id

    made = []
    for _ in range(200):
        made.append(new_id())
        time.sleep(0.0005)
    for value in made:
        assert len(value) == 26
        assert str(ULID.from_str(value)) == value  # the reference library reads it back
    stamps = [ULID.from_str(v).milliseconds for v in made]
    assert stamps == sorted(stamps) and stamps[-1] > stamps[0]
    assert abs(stamps[-1] - time.time() * 1000) < 5_000
    assert len(set(made)) == len(made)
