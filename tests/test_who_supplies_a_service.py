"""Who supplies a service, named as one's own ("my internet provider is Jio", "my ISP is BSNL",
"my mobile network is Airtel", "our broadband is with Virgin", "my mortgage is with
Nationwide"), fills that service's provider
slot, the one a switch fills ("we switched our internet to Airtel"): the switch retires it, a
different one said without a change waits as a conflict, the same one in other words is a
repeat (slot parser 111); what is said of a supplier ("our internet provider is terrible") is
no slot. Before, "my internet provider" was a slot of its own, which no switch
of the broadband reached. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, said_in_a_chat, slots_read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my internet provider is Jio", ("user", "my:broadband provider", "jio")),
        ("My ISP is BSNL", ("user", "my:broadband provider", "bsnl")),
        ("my internet service provider is BSNL", ("user", "my:broadband provider", "bsnl")),
        ("our broadband is with Virgin", ("user", "my:broadband provider", "virgin")),
        ("my wifi provider is ACT Fibernet", ("user", "my:broadband provider", "act fibernet")),
        ("my mobile network is Airtel", ("user", "my:mobile provider", "airtel")),
        ("my phone company is Vodafone", ("user", "my:mobile provider", "vodafone")),
        ("my mobile is with EE", ("user", "my:mobile provider", "ee")),
        ("my electricity supplier is Octopus", ("user", "my:energy provider", "octopus")),
        ("my power company is Kenya Power", ("user", "my:energy provider", "kenya power")),
        ("My mortgage is with Nationwide", ("user", "my:mortgage provider", "nationwide")),
        ("my mortgage lender is Halifax", ("user", "my:mortgage provider", "halifax")),
        ("my house insurance is with Aviva", ("user", "my:home insurance provider", "aviva")),
        ("my pension is with Scottish Widows", ("user", "my:pension provider", "scottish widows")),
        # (an agent's "held with", and the terms after the firm's name left out)
        (
            "User's mortgage is held with RBC at a variable rate.",
            ("user", "my:mortgage provider", "rbc"),
        ),
    ],
)
def test_a_supplier_named_as_ones_own_is_the_services_provider(
    said: str, read: tuple[str, str, str]
) -> None:
    assert slots_read(said) == [read]


@pytest.mark.parametrize(
    ("other", "twin"),
    [
        # a network alone is not a supplier's …
        ("my network is huge", "my mobile network is Airtel"),
        # … nor the service alone, with no "with"
        ("my wifi is slow", "our wifi is with Virgin"),
        # … nor what is said of a supplier ("terrible" is no name of one)
        (
            "our internet provider is terrible, thinking of switching",
            "our internet provider is Jio",
        ),
    ],
)
def test_what_names_no_supplier_is_no_providers_slot_and_its_twin(other: str, twin: str) -> None:
    assert all(not p.endswith(" provider") for _, p, _ in slots_read(other))
    assert any(p.endswith(" provider") for _, p, _ in slots_read(twin))


def test_a_switch_retires_the_provider_named_as_ones_own(tmp_path: Path) -> None:
    check_door(
        tmp_path / "switch.db",
        ["My internet provider is Jio."],
        "We switched our internet to Airtel last month.",
        "updated",
        [0],
    )


def test_another_provider_unsaid_as_a_change_is_a_conflict_and_the_same_a_repeat(
    tmp_path: Path,
) -> None:
    check_door(
        tmp_path / "conflict.db",
        ["My ISP is BSNL."],
        "My broadband provider is Jio.",
        "conflict",
        [],
    )
    check_door(
        tmp_path / "repeat.db", ["Our broadband is with Virgin."], "my ISP is Virgin", "ignored", []
    )


def test_an_agents_note_of_another_lender_waits_for_the_person(tmp_path: Path) -> None:
    # an agent's note of another lender than the one the person named: a conflict; its twin,
    # the same lender in the agent's words, a repeat
    said = ["our mortgage is with TD, 5-yr fixed at 4.89%"]
    other = "User's mortgage is held with RBC at a variable rate."
    same = "User's mortgage is held with TD."
    assert said_in_a_chat(tmp_path / "a", said, other, via="agent") == "conflict"
    assert said_in_a_chat(tmp_path / "b", said, same, via="agent") != "conflict"


def test_a_mortgage_moved_retires_the_lender_it_was_with(tmp_path: Path) -> None:
    check_door(
        tmp_path / "mortgage.db",
        ["My mortgage is with Nationwide."],
        "We switched the mortgage to Halifax in March.",
        "updated",
        [0],
    )
