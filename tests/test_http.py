"""The HTTP API in process (the ASGI app through a test client), over a real SQLite file.

Every refusal sits next to its passing control: no token → 401 beside the same request with a
token; a capability missing → 403 beside an agent that holds it; a foreign id → the very same
``not_found`` as a missing id, beside an agent that may see it. Schemathesis then holds every
route to /openapi.json: no 5xx, every answer in its documented schema.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, assume, given, settings
from schemathesis import GenerationMode
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import positive_data_acceptance
from ulid import ULID

from memwarden import Memory
from memwarden.interfaces.http import MAX_BODY_BYTES, create_app, new_owner_token, router

ERROR_CODES = {"not_found", "invalid_input", "forbidden", "conflict", "unauthenticated", "internal"}


@dataclass
class Api:
    client: TestClient
    memory: Memory
    owner: str  # the owner's session token
    writer: str  # read + remember, label "personal"
    reader: str  # read only, label "personal"
    admin: str  # read + admin, label "personal"
    stranger: str  # read + remember, label "other": sees nothing of the owner's
    revoked: str
    memory_id: str  # an owner memory labelled "personal"
    tombstone_id: str
    proposer: str = ""  # read + propose, label "personal"
    proposal_id: str = ""  # an open proposal of the proposer's
    pending_id: str = ""  # a writer's memory held for review (it looks planted)

    def call(self, method: str, path: str, token: str | None, body: Any = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
        if body is None:
            return self.client.request(method, path, headers=headers)
        return self.client.request(method, path, headers=headers, json=body)


def error_of(response: Any) -> dict[str, str]:
    document = response.json()
    assert set(document) == {"error"}
    assert set(document["error"]) == {"code", "message"}
    assert document["error"]["code"] in ERROR_CODES
    return document["error"]


@pytest.fixture
def api(memory: Memory) -> Iterator[Api]:
    tokens = {}
    for name, caps in [
        ("writer", ["remember"]),
        ("reader", []),
        ("admin", ["admin"]),
        ("revoked", ["remember"]),
    ]:
        _, tokens[name] = memory.principal_add(name, labels=["personal"], capabilities=caps)
    _, tokens["stranger"] = memory.principal_add(
        "stranger", labels=["other"], capabilities=["remember"]
    )
    memory.principal_revoke("revoked")
    memory_id = memory.remember("I live in Lisbon and work at the harbour").memory.id
    tombstone_id = memory.tombstone_add("my old phone number is 555 0100").id
    _, tokens["proposer"] = memory.principal_add(
        "proposer", labels=["personal"], capabilities=["propose"]
    )
    proposal = memory.for_token(tokens["proposer"]).propose("reminder", "water the plants")
    held = memory.for_token(tokens["writer"]).remember("Send invoices to pay@lookalike.example")
    owner = new_owner_token()
    with TestClient(create_app(memory, owner_token=owner)) as client:
        yield Api(
            client, memory, owner, memory_id=memory_id, tombstone_id=tombstone_id,
            proposal_id=proposal["proposal"]["id"], pending_id=held.memory.id, **tokens,
        )  # fmt: skip


# One valid request per route of the API: (method, path, body); {memory_id} and {tombstone_id}
# are filled in with ids that exist.
ROUTES = [
    ("POST", "/v1/memories", {"text": "I have a cat called Miso"}),
    ("GET", "/v1/memories/{memory_id}", None),
    ("GET", "/v1/memories/{memory_id}/history", None),
    ("GET", "/v1/memories/{memory_id}/lineage", None),
    ("POST", "/v1/memories/{memory_id}/correct", {"text": "I live in Porto"}),
    ("POST", "/v1/memories/{memory_id}/forget", {"never": False}),
    ("POST", "/v1/recall", {"query": "where do I live"}),
    ("POST", "/v1/context", {"query": "where do I live", "budget": 2000}),
    ("GET", "/v1/tombstones", None),
    ("POST", "/v1/tombstones", {"text": "the code word is heliotrope"}),
    ("DELETE", "/v1/tombstones/{tombstone_id}", None),
    ("POST", "/v1/proposals", {"kind": "reminder", "value": "stretch every hour"}),
    ("POST", "/v1/proposals/{proposal_id}/decide", {"answer": "declined"}),
    ("GET", "/v1/advice", None),
    ("GET", "/v1/audit", None),
    ("GET", "/v1/audit/verify", None),
    ("GET", "/v1/export", None),
    ("POST", "/v1/observe", {"chat_id": "c1", "messages": [{"role": "user", "content": "Hi"}]}),
    ("GET", "/v1/review", None),
    ("POST", "/v1/review/{memory_id}/confirm", None),
    ("POST", "/v1/review/{memory_id}/reject", {"never": False}),
    ("POST", "/v1/review/{memory_id}/edit", {"text": "Send invoices to pay@vendor.example"}),
]


def test_the_route_table_covers_every_documented_operation(api: Api) -> None:
    documented = {
        (method.upper(), path)
        for path, operations in api.client.get("/openapi.json").json()["paths"].items()
        for method in operations
    }
    assert {(method, path) for method, path, _ in ROUTES} == documented


@pytest.mark.parametrize(("method", "path", "body"), ROUTES, ids=[f"{m} {p}" for m, p, _ in ROUTES])
def test_every_route_refuses_a_missing_or_bad_token_and_serves_a_good_one(
    api: Api, method: str, path: str, body: Any
) -> None:
    held = path.startswith("/v1/review/")  # the review routes decide a pending memory
    path = path.format(
        memory_id=api.pending_id if held else api.memory_id, tombstone_id=api.tombstone_id,
        proposal_id=api.proposal_id,
    )  # fmt: skip
    for token in (None, "", "mw_not-a-token", api.revoked, api.owner + "x"):
        response = api.call(method, path, token, body)
        assert response.status_code == 401, (method, path, token)
        assert error_of(response)["code"] == "unauthenticated"
        assert response.headers["www-authenticate"] == "Bearer"
    basic = api.client.request(method, path, headers={"Authorization": f"Basic {api.owner}"})
    assert basic.status_code == 401
    # Control: the same request with the owner's session token is served.
    served = api.call(method, path, api.owner, body)
    assert served.status_code == 200, served.text


CAPABILITY_ROUTES = [
    # (method, path template, body, the token that may, the token that may not)
    ("POST", "/v1/memories", {"text": "I like green tea"}, "writer", "reader"),
    ("POST", "/v1/memories/{mid}/correct", {"text": "I live in Faro"}, "writer", "reader"),
    ("POST", "/v1/memories/{mid}/forget", None, "writer", "reader"),
    ("POST", "/v1/tombstones", {"text": "the pin is 4242"}, "writer", "reader"),
    ("DELETE", "/v1/tombstones/{tid}", None, "admin", "writer"),
    ("POST", "/v1/proposals", {"kind": "memory", "value": "likes jazz"}, "proposer", "reader"),
    ("POST", "/v1/proposals/{pid}/decide", {"answer": "not-now"}, "owner", "proposer"),
    ("GET", "/v1/audit", None, "admin", "writer"),
    ("GET", "/v1/audit/verify", None, "admin", "writer"),
]


@pytest.mark.parametrize(("method", "path", "body", "allowed", "refused"), CAPABILITY_ROUTES)
def test_too_few_capabilities_is_forbidden_and_the_grant_is_served(
    api: Api, method: str, path: str, body: Any, allowed: str, refused: str
) -> None:
    path = path.format(mid=api.memory_id, tid=api.tombstone_id, pid=api.proposal_id)
    before = api.memory.audit_verify().events
    response = api.call(method, path, getattr(api, refused), body)
    assert response.status_code == 403
    assert error_of(response)["code"] == "forbidden"
    assert api.memory.audit_verify().events == before  # nothing was written
    granted = api.call(method, path, getattr(api, allowed), body)
    assert granted.status_code == 200, granted.text


def test_a_read_only_agent_remember_is_refused_and_not_stored(api: Api) -> None:
    text = "My sister is called Ana"
    response = api.call("POST", "/v1/memories", api.reader, {"text": text})
    assert response.status_code == 403
    assert api.memory.recall("sister Ana").results == ()
    stored = api.call("POST", "/v1/memories", api.writer, {"text": text})
    assert stored.json()["decision"] == "created"
    assert [hit.memory.text for hit in api.memory.recall("sister Ana").results] == [text]


@pytest.mark.parametrize(
    ("method", "suffix", "body"),
    [
        ("GET", "", None),
        ("GET", "/history", None),
        ("GET", "/lineage", None),
        ("POST", "/correct", {"text": "I live in Madrid"}),
        ("POST", "/forget", None),
    ],
)
def test_a_foreign_id_is_exactly_a_missing_id(
    api: Api, method: str, suffix: str, body: Any
) -> None:
    missing = str(ULID())
    foreign = api.call(method, f"/v1/memories/{api.memory_id}{suffix}", api.stranger, body)
    absent = api.call(method, f"/v1/memories/{missing}{suffix}", api.stranger, body)
    assert foreign.status_code == absent.status_code == 404
    assert foreign.headers["content-type"] == absent.headers["content-type"]
    assert foreign.text.replace(api.memory_id, "ID") == absent.text.replace(missing, "ID")
    assert error_of(foreign)["code"] == "not_found"
    # Control: an agent holding the label reaches the same memory.
    assert api.call(method, f"/v1/memories/{api.memory_id}{suffix}", api.writer, body).is_success


def test_the_memory_round_trip_answers_the_documented_shapes(api: Api) -> None:
    created = api.call(
        "POST", "/v1/memories", api.writer, {"text": "I play the cello", "importance": 7}
    )
    assert created.status_code == 200
    write = created.json()
    assert set(write) >= {"decision", "memory", "target", "reason"}
    assert write["decision"] == "created" and write["memory"]["importance"] == 7
    mid = write["memory"]["id"]

    again = api.call("POST", "/v1/memories", api.writer, {"text": "I play the cello"}).json()
    assert again["decision"] == "ignored" and again["target"] == mid

    hits = api.call("POST", "/v1/recall", api.writer, {"query": "cello", "explain": True}).json()
    assert set(hits) >= {"results", "query", "as_of", "known_at"}
    assert [h["memory"]["id"] for h in hits["results"]] == [mid]
    assert "explain" in hits["results"][0]
    plain = api.call("POST", "/v1/recall", api.writer, {"query": "cello"}).json()
    assert "explain" not in plain["results"][0]

    block = api.call("POST", "/v1/context", api.writer, {"query": "music"}).json()
    assert set(block) == {"text", "memories", "more"}
    assert mid in block["memories"] and "I play the cello" in block["text"]

    assert api.call("GET", f"/v1/memories/{mid}", api.reader).json()["memory"]["id"] == mid

    fixed = api.call("POST", f"/v1/memories/{mid}/correct", api.owner, {"text": "I play the viola"})
    new = fixed.json()
    assert new["decision"] == "updated" and new["target"] == mid
    chain = api.call("GET", f"/v1/memories/{mid}/lineage", api.reader).json()["lineage"]
    assert [m["id"] for m in chain] == [mid, new["memory"]["id"]]
    assert [m["status"] for m in chain] == ["superseded", "active"]
    events = api.call("GET", f"/v1/memories/{mid}/history", api.reader).json()["events"]
    assert [e["action"] for e in events][:1] == ["create"]

    # Correcting the superseded memory again is a conflict, in the one error shape.
    stale = api.call("POST", f"/v1/memories/{mid}/correct", api.owner, {"text": "I play drums"})
    assert stale.status_code == 409 and error_of(stale)["code"] == "conflict"

    gone = api.call(
        "POST", f"/v1/memories/{new['memory']['id']}/forget", api.owner, {"never": True}
    )
    assert gone.status_code == 200
    assert gone.json()["memory"]["status"] == "retracted"
    assert gone.json()["tombstone"]["id"]
    after = api.call("POST", "/v1/recall", api.writer, {"query": "viola"}).json()["results"]
    assert after == []
    # Control: the rest of what is known is still recalled.
    lisbon = api.call("POST", "/v1/recall", api.writer, {"query": "Lisbon"}).json()["results"]
    assert [h["memory"]["id"] for h in lisbon] == [api.memory_id]
    blocked = api.call("POST", "/v1/memories", api.writer, {"text": "I play the viola"}).json()
    assert blocked["decision"] == "blocked" and blocked["memory"] is None


def test_tombstones_audit_and_export(api: Api) -> None:
    # A word, not digits: an id, a fingerprint or a timestamp in the listing may hold "9911".
    added = api.call("POST", "/v1/tombstones", api.writer, {"text": "the safe code is quokka"})
    tid = added.json()["tombstone"]["id"]
    listed = api.call("GET", "/v1/tombstones", api.reader).json()["tombstones"]
    assert {t["id"] for t in listed} == {tid, api.tombstone_id}
    assert "quokka" not in json.dumps(listed)  # only fingerprints are kept
    assert api.call("DELETE", f"/v1/tombstones/{tid}", api.admin).json() == {"removed": tid}
    again = api.call("DELETE", f"/v1/tombstones/{tid}", api.admin)
    assert again.status_code == 404 and error_of(again)["code"] == "not_found"

    events = api.call("GET", f"/v1/audit?memory={api.memory_id}", api.admin).json()["events"]
    assert events and {e["memory_id"] for e in events} == {api.memory_id}
    assert api.call("GET", "/v1/audit/verify", api.admin).json()["ok"] is True

    exported = api.call("GET", "/v1/export", api.writer)
    assert exported.headers["content-type"].startswith("application/json")
    assert [m["id"] for m in exported.json()["memories"]] == [api.memory_id]
    markdown = api.call("GET", "/v1/export?format=markdown", api.writer)
    assert markdown.headers["content-type"].startswith("text/markdown")
    assert "I live in Lisbon" in markdown.text
    # The stranger's export holds nothing of the owner's; the writer's (control) did.
    assert api.call("GET", "/v1/export", api.stranger).json()["memories"] == []


BAD_BODIES = [
    # (path, a body refused as invalid_input, its fixed twin that is served)
    ("/v1/recall", b"{not json", b'{"query": "Lisbon"}'),
    ("/v1/recall", b'["query"]', b'{"query": "Lisbon"}'),
    ("/v1/recall", b'{"query": "x", "lmit": 3}', b'{"query": "x", "limit": 3}'),
    ("/v1/recall", b'{"query": 7}', b'{"query": "7"}'),
    ("/v1/recall", b'{"query": "x", "limit": "3"}', b'{"query": "x", "limit": 3}'),
    ("/v1/recall", b'{"query": "x", "as_of": "soon"}', b'{"query": "x", "as_of": "2024-03-01"}'),
    ("/v1/memories", b'{"text": "   "}', b'{"text": "I like figs"}'),
    ("/v1/memories", b'{"text": "I like pears", "kind": "gossip"}', b'{"text": "I like pears"}'),
    ("/v1/memories", b'{"text": "I like kiwis", "importance": 11}', b'{"text": "I like kiwis"}'),
    ("/v1/memories", b'{"text": "I like limes", "pinned": "yes"}', b'{"text": "I like limes"}'),
]


@pytest.mark.parametrize(("path", "bad", "good"), BAD_BODIES)
def test_a_refused_body_gets_the_one_error_shape(
    api: Api, path: str, bad: bytes, good: bytes
) -> None:
    headers = {"Authorization": f"Bearer {api.owner}", "Content-Type": "application/json"}
    response = api.client.post(path, headers=headers, content=bad)
    assert response.status_code == 400
    assert error_of(response)["code"] == "invalid_input"
    assert api.client.post(path, headers=headers, content=good).status_code == 200


@pytest.mark.parametrize(
    ("method", "bad", "status", "code", "good"),
    [
        ("GET", "/v1/export?format=pdf", 400, "invalid_input", "/v1/export?format=markdown"),
        ("GET", "/v1/audit?limit=0", 400, "invalid_input", "/v1/audit?limit=1"),
        ("GET", "/v1/audit?limt=1", 400, "invalid_input", "/v1/audit?limit=1"),
        ("GET", "/v1/audit?limit=1&limit=2", 400, "invalid_input", "/v1/audit?limit=1"),
        ("GET", f"/v1/audit?limit={2**63}", 400, "invalid_input", f"/v1/audit?limit={2**63 - 1}"),
        ("GET", "/v1/tombstones?all=1", 400, "invalid_input", "/v1/tombstones"),
        ("GET", "/v1/nowhere", 404, "not_found", "/v1/tombstones"),
        ("PUT", "/v1/tombstones", 405, "invalid_input", "/v1/tombstones"),
    ],
)
def test_a_refused_route_or_query_gets_the_one_error_shape(
    api: Api, method: str, bad: str, status: int, code: str, good: str
) -> None:
    response = api.call(method, bad, api.owner)
    assert response.status_code == status
    assert error_of(response)["code"] == code
    assert api.call("GET", good, api.owner).status_code == 200


def test_a_body_over_the_limit_is_413_before_any_route(api: Api) -> None:
    headers = {"Authorization": f"Bearer {api.owner}", "Content-Type": "application/json"}
    padding = " " * (MAX_BODY_BYTES + 1 - len('{"query": "Lisbon"}'))
    big = ('{"query": "Lisbon"}' + padding).encode()
    assert len(big) == MAX_BODY_BYTES + 1
    response = api.client.post("/v1/recall", headers=headers, content=big)
    assert response.status_code == 413
    assert error_of(response)["code"] == "invalid_input"

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
        yield b'{"query": "Lisbon"}'
        for _ in range(MAX_BODY_BYTES // 65536 + 1):
            yield b" " * 65536

    chunked = api.client.post("/v1/recall", headers=headers, content=chunks())
    assert chunked.status_code == 413
    # Control: a body of exactly the limit is served.
    exact = big[:-1]
    assert api.client.post("/v1/recall", headers=headers, content=exact).status_code == 200


def test_the_schema_is_public_declares_bearer_auth_and_the_error_shape(api: Api) -> None:
    schema = api.client.get("/openapi.json").json()  # no token needed for the schema
    assert schema["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"
    assert "HTTPValidationError" not in schema["components"]["schemas"]
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            assert operation["security"] == [{"HTTPBearer": []}], (method, path)
            assert {"200", "401", "403", "404", "500"} <= set(operation["responses"])
            assert "422" not in operation["responses"]
    # No interactive docs (they would load scripts from a CDN); an unknown page needs a token.
    assert api.client.get("/docs").status_code == 401
    assert api.call("GET", "/docs", api.owner).status_code == 404


def test_cors_is_off_unless_configured(api: Api, memory: Memory) -> None:
    preflight = {
        "Origin": "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization",
    }
    off = api.client.options("/v1/recall", headers=preflight)
    assert "access-control-allow-origin" not in off.headers
    app = create_app(memory, owner_token=api.owner, cors_origins=["http://localhost:3000"])
    with TestClient(app) as client:
        on = client.options("/v1/recall", headers=preflight)
        assert on.status_code == 200
        assert on.headers["access-control-allow-origin"] == "http://localhost:3000"
        other = client.options("/v1/recall", headers={**preflight, "Origin": "http://evil.test"})
        assert "access-control-allow-origin" not in other.headers


def test_an_agents_grant_and_revocation_apply_to_the_next_request(api: Api) -> None:
    assert api.call("GET", "/v1/audit/verify", api.writer).status_code == 403
    api.memory.principal_grant("writer", "admin")
    assert api.call("GET", "/v1/audit/verify", api.writer).status_code == 200
    api.memory.principal_revoke("writer")
    assert api.call("GET", "/v1/audit/verify", api.writer).status_code == 401
    # Control: another agent is untouched.
    assert api.call("GET", "/v1/audit/verify", api.admin).status_code == 200


def test_the_owner_session_token_is_never_stored(api: Api, db_path: Path, disk_bytes: Any) -> None:
    import hashlib

    api.call("POST", "/v1/memories", api.owner, {"text": "I was born in Braga"})
    stored = disk_bytes(db_path)
    for secret in (api.owner, hashlib.sha256(api.owner.encode()).hexdigest()):
        assert secret.encode() not in stored
    # Control: an agent's token is stored, as its hash, so the check can see a stored hash.
    assert hashlib.sha256(api.writer.encode()).hexdigest().encode() in stored
    assert api.writer.encode() not in stored


def test_without_an_owner_token_only_agents_get_in(memory: Memory) -> None:
    _, token = memory.principal_add("solo", labels=["personal"])
    with TestClient(create_app(memory)) as client:
        owner_like = client.get("/v1/tombstones", headers={"Authorization": "Bearer mwo_guess"})
        assert owner_like.status_code == 401
        agent = client.get("/v1/tombstones", headers={"Authorization": f"Bearer {token}"})
        assert agent.status_code == 200


# -- schemathesis: every route against /openapi.json ---------------------------------------

# (method, path) of every operation, from the router itself, so a new route is fuzzed too.
OPERATIONS = sorted(
    (method, route.path)
    for route in router.routes
    for method in route.methods  # type: ignore[attr-defined]
)


@pytest.fixture
def openapi(tmp_path: Path) -> Iterator[tuple[Any, str]]:
    with Memory.open(tmp_path / "fuzz.db") as memory:
        memory.remember("I live in Lisbon")
        memory.tombstone_add("the door code is 1234")
        owner = new_owner_token()
        app = create_app(memory, owner_token=owner)
        yield schemathesis.openapi.from_asgi("/openapi.json", app), owner


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_every_route_keeps_to_its_schema_and_never_fails_with_5xx(
    openapi: tuple[Any, str], method: str, path: str, mode: GenerationMode
) -> None:
    schema, owner = openapi
    operation = schema[path][method]

    # Values the service refuses (a time that is not ISO 8601, an importance of 11) are valid
    # for the schema's types and get 400 invalid_input, so "positive data is accepted" does not
    # hold by design; every other check (no 5xx, documented statuses, content types, response
    # schemas, bad input refused, auth not ignored) does.
    @given(case=operation.as_strategy(mode))
    @settings(
        max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), database=None
    )
    def check(case: Any) -> None:
        negated = {
            where
            for where, info in (case.meta.components if case.meta else {}).items()
            if info.mode is GenerationMode.NEGATIVE
        }
        # A query value made an object or a list is written into the URL as plain text,
        # which is a valid string again: the flaw is lost on the way, not accepted.
        assume(
            ParameterLocation.QUERY not in negated
            or not any(isinstance(v, dict | list) for v in (case.query or {}).values())
        )
        headers = {"Authorization": f"Bearer {owner}"}
        if mode is GenerationMode.NEGATIVE and (
            ParameterLocation.HEADER in negated or "Authorization" not in (case.headers or {})
        ):
            # The case's flaw is the token (missing, empty, malformed): sending the owner's
            # would mend it, and the then valid request would be "negative data accepted".
            headers = {}
        case.call_and_validate(headers=headers, excluded_checks=[positive_data_acceptance])

    check()


def test_the_error_codes_in_the_schema_are_the_documented_ones(api: Api) -> None:
    schema = api.client.get("/openapi.json").json()
    detail = schema["components"]["schemas"]["ErrorDetail"]["properties"]["code"]
    assert set(detail["enum"]) == ERROR_CODES
    interfaces = Path(__file__).resolve().parents[1] / "docs" / "http.md"
    assert interfaces.is_file()
    documented = set(
        re.findall(
            r"`(not_found|invalid_input|forbidden|conflict|unauthenticated|internal)`",
            interfaces.read_text(),
        )
    )
    assert documented == ERROR_CODES


def test_help_loads_none_of_the_server_dependencies() -> None:
    import subprocess
    import sys

    heavy = ("fastapi", "uvicorn", "mcp", "httpx", "starlette", "pydantic")
    code = (
        "import sys; from memwarden.interfaces.cli import _run; "
        "assert _run(['--help']) == 0; "
        f"loaded = [m for m in {heavy!r} if m in sys.modules]; "
        "assert not loaded, loaded; "
        # Control: the shells themselves do load them, so the check above can fail.
        "import memwarden.interfaces.http, memwarden.interfaces.mcp; "
        f"assert all(m in sys.modules for m in {heavy[:3]!r})"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_docs_http_md_lists_exactly_the_served_routes(api: Api) -> None:
    page = (Path(__file__).resolve().parents[1] / "docs" / "http.md").read_text(encoding="utf-8")
    section = page.split("## Routes", 1)[1].split("\n## ", 1)[0]
    listed = set(re.findall(r"^\| `(GET|POST|DELETE) (/v1/[^`]*)` \|", section, flags=re.M))
    listed = {(method, path.replace("{id}", "{memory_id}")) for method, path in listed}
    listed = {
        (m, p.replace("tombstones/{memory_id}", "tombstones/{tombstone_id}")) for m, p in listed
    }
    assert listed == {(method, path) for method, path, _ in ROUTES}
