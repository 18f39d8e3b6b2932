"""The HTTP API (``memwarden serve``): a thin FastAPI shell over :class:`memwarden.Memory`.

Each route parses its request, calls one service method as the caller and returns the
service's own JSON document; every rule lives in the service. What this shell adds is the
door:

* **Authentication**, before anything else is read: every route but ``/openapi.json`` needs
  ``Authorization: Bearer <token>``. An agent's token is resolved with
  :meth:`Memory.for_token` on every request (so a revocation or a new grant takes effect at
  once); an unknown or revoked token is ``401 unauthenticated``. The owner reaches the API with
  an *owner session token* that the server mints when it starts, prints once (with the owner
  link for the web page) and keeps only as a SHA-256 hash in memory: it is never stored and
  dies with the process.
* **One error shape**, mapped in one place (:func:`error_response`):
  ``{"error": {"code", "message"}}`` with 400 invalid_input, 401 unauthenticated, 403 forbidden,
  404 not_found, 409 conflict, 500 internal (and 405/413 as invalid_input). A memory the caller
  may not see is exactly the ``not_found`` of a missing id — the service makes it so.
* **Limits**: a request body over 1 MiB is refused with 413 before it reaches a route.
* **Threads**: the core is synchronous. Routes run it in worker threads: writes in a single
  writer thread (SQLite keeps one writer; WAL lets readers go on), reads in a few reader
  threads. Dedicated pools, so each thread keeps its one SQLite connection for the server's life.
* **CORS**: none unless origins are configured.

Serving it (binding, the owner's token, stopping) is :mod:`memwarden.interfaces.http_serve`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import hmac
import logging
import secrets
import threading
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Depends, FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse, Response
from fastapi.security import HTTPBearer
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from ..errors import (
    InvalidInputError,
    MemwardenError,
    UnauthenticatedError,
)
from ..service import Memory
from .http_schema import (
    AdviceOut,
    ContextBody,
    ContextOut,
    CorrectBody,
    DecideBody,
    DecideOut,
    ErrorOut,
    EventsOut,
    ExportOut,
    ForgetBody,
    ForgetOut,
    LineageOut,
    ObserveBody,
    ObserveOut,
    ProposeBody,
    ProposeOut,
    RecallBody,
    RecallOut,
    RejectBody,
    RememberBody,
    RemovedOut,
    ReviewEditBody,
    ReviewOut,
    ShowOut,
    TombstoneAddOut,
    TombstoneBody,
    TombstonesOut,
    VerifyOut,
    WriteOut,
)

__all__ = [
    "MAX_BODY_BYTES",
    "create_app",
    "error_response",
    "new_owner_token",
    "router",
]

log = logging.getLogger("memwarden.http")

MAX_BODY_BYTES = 1024 * 1024
OWNER_TOKEN_PREFIX = "mwo_"
PUBLIC_PATHS = frozenset({"/openapi.json"})
_CALLER = "memwarden.caller"
_T = TypeVar("_T")

# -- the one error mapping ----------------------------------------------------------------

_STATUS = {
    "invalid_input": 400,
    "unauthenticated": 401,
    "forbidden": 403,
    "not_found": 404,
    "conflict": 409,
    "internal": 500,
}


def error_response(code: str, message: str, status: int | None = None) -> JSONResponse:
    """``{"error": {"code", "message"}}`` with the status the code implies (or ``status``)."""
    headers = {"WWW-Authenticate": "Bearer"} if code == "unauthenticated" else None
    return JSONResponse(
        {"error": {"code": code, "message": message}},
        status_code=status or _STATUS.get(code, 500),
        headers=headers,
    )


async def _on_memwarden_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, MemwardenError)  # registered for MemwardenError only
    return error_response(exc.code, exc.message)


async def _on_validation_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    problems = []
    for err in exc.errors()[:5]:
        where = ".".join(str(part) for part in err.get("loc", ()))
        problems.append(f"{where}: {err.get('msg', 'invalid')}")
    return error_response("invalid_input", "; ".join(problems) or "invalid request")


async def _on_http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, StarletteHTTPException)
    code = "not_found" if exc.status_code == 404 else "invalid_input"
    if exc.status_code >= 500:
        code = "internal"
    message = "no such route" if exc.status_code == 404 else str(exc.detail)
    response = error_response(code, message, exc.status_code)
    for name, value in (exc.headers or {}).items():
        response.headers[name] = value
    return response


async def _on_unexpected(request: Request, exc: Exception) -> Response:
    log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
    return error_response("internal", "internal error; see the server log")


# -- worker threads -----------------------------------------------------------------------


class _Lanes:
    """The sync core's threads: one writer, a few readers, each keeping its SQLite connection."""

    def __init__(self, readers: int) -> None:
        self._readers = readers
        self._lock = threading.Lock()
        self._pools: dict[str, ThreadPoolExecutor] = {}

    def _pool(self, lane: str) -> ThreadPoolExecutor:
        with self._lock:
            pool = self._pools.get(lane)
            if pool is None:
                workers = 1 if lane == "write" else self._readers
                pool = ThreadPoolExecutor(workers, thread_name_prefix=f"memwarden-{lane}")
                self._pools[lane] = pool
            return pool

    async def read(self, fn: Callable[[], _T]) -> _T:
        return await asyncio.get_running_loop().run_in_executor(self._pool("read"), fn)

    async def write(self, fn: Callable[[], _T]) -> _T:
        return await asyncio.get_running_loop().run_in_executor(self._pool("write"), fn)

    def close(self) -> None:
        with self._lock:
            pools, self._pools = list(self._pools.values()), {}
        for pool in pools:
            pool.shutdown(wait=True)


# -- the door: authentication and the body limit ------------------------------------------


def new_owner_token() -> str:
    """A fresh owner session token (256 random bits); it lives as long as the server."""
    return OWNER_TOKEN_PREFIX + secrets.token_urlsafe(32)


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).digest()


class _Door:
    """Who is calling: the owner (session token) or an agent (its own token)."""

    def __init__(self, memory: Memory, owner_token: str | None) -> None:
        self._memory = memory
        self._owner = memory.as_owner() if owner_token is not None else None
        self._owner_digest = _digest(owner_token) if owner_token is not None else None

    def authenticate(self, token: str) -> Memory:
        owner, digest = self._owner, self._owner_digest
        if owner is not None and digest is not None and hmac.compare_digest(_digest(token), digest):
            return owner
        return self._memory.for_token(token)


def _bearer(scope: Scope) -> str | None:
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            token = token.strip()
            return token if scheme.lower() == "bearer" and token else None
    return None


class _Gate:
    """ASGI middleware in front of the routes: the bearer token first, then the body size."""

    def __init__(self, app: ASGIApp, *, door: _Door, lanes: _Lanes, max_body_bytes: int) -> None:
        self.app = app
        self.door = door
        self.lanes = lanes
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in PUBLIC_PATHS:
            await self.app(scope, receive, send)
            return
        token = _bearer(scope)
        if token is None:
            await error_response("unauthenticated", "a bearer token is required")(
                scope, receive, send
            )
            return
        try:
            caller = await self.lanes.read(functools.partial(self.door.authenticate, token))
        except MemwardenError as exc:
            await error_response(exc.code, exc.message)(scope, receive, send)
            return
        body = await self._body(scope, receive)
        if body is None:
            limit = f"{self.max_body_bytes:,} bytes"
            await error_response("invalid_input", f"the request body is over {limit}", 413)(
                scope, receive, send
            )
            return
        scope[_CALLER] = caller
        await self.app(scope, _replay(body, receive), send)

    async def _body(self, scope: Scope, receive: Receive) -> bytes | None:
        """The whole body, or ``None`` when it is over the limit."""
        for name, value in scope.get("headers", ()):
            # The server has checked the header's form; a declared size over the limit ends it.
            if name == b"content-length" and value.isdigit() and int(value) > self.max_body_bytes:
                return None
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


# Dependencies are ``async``: FastAPI would run a plain ``def`` one in a thread of its own.
async def _caller(request: Request) -> Memory:
    caller = request.scope.get(_CALLER)
    if not isinstance(caller, Memory):  # pragma: no cover - the gate always sets it
        raise UnauthenticatedError("a bearer token is required")
    return caller


async def _lanes(request: Request) -> _Lanes:
    lanes: _Lanes = request.app.state.lanes
    return lanes


async def _known_query(request: Request) -> None:
    """An unknown or repeated query parameter is refused, like an unknown body field."""
    known: set[str] = set()
    pending = [getattr(request.scope.get("route"), "dependant", None)]
    while pending:
        dependant = pending.pop()
        if dependant is not None:
            known.update(param.alias for param in dependant.query_params)
            pending.extend(dependant.dependencies)
    unknown = sorted(set(request.query_params) - known)
    if unknown:
        raise InvalidInputError(f"unknown query parameter(s): {', '.join(map(repr, unknown))}")
    repeated = sorted(k for k in known if len(request.query_params.getlist(k)) > 1)
    if repeated:
        raise InvalidInputError(f"query parameter(s) given more than once: {', '.join(repeated)}")


Caller = Annotated[Memory, Depends(_caller)]
Lanes = Annotated[_Lanes, Depends(_lanes)]

# -- routes -------------------------------------------------------------------------------

_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorOut, "description": "invalid_input: the request was refused as given"},
    401: {"model": ErrorOut, "description": "unauthenticated: no, unknown or revoked token"},
    403: {"model": ErrorOut, "description": "forbidden: the caller lacks a capability"},
    404: {"model": ErrorOut, "description": "not_found: missing, or not the caller's to see"},
    409: {"model": ErrorOut, "description": "conflict: the rows moved; reload and retry"},
    413: {"model": ErrorOut, "description": "invalid_input: the body is over the size limit"},
    500: {"model": ErrorOut, "description": "internal: the server failed; nothing half-written"},
}

router = APIRouter(
    prefix="/v1",
    responses=_ERRORS,
    dependencies=[
        Depends(HTTPBearer(auto_error=False, description="An agent's or the owner's")),
        Depends(_known_query),
    ],
)


def _json(document: dict[str, Any]) -> JSONResponse:
    return JSONResponse(document)


@router.post("/memories", response_model=WriteOut, tags=["memories"], summary="remember")
async def remember(body: RememberBody, caller: Caller, lanes: Lanes) -> Response:
    """The explicit write, through the guard, tombstones and review; answers its decision."""
    fields = body.model_dump(exclude_unset=True)
    text = fields.pop("text")
    result = await lanes.write(lambda: caller.remember(text, **fields))
    return _json(result.to_dict())


@router.get("/memories/{memory_id}", response_model=ShowOut, tags=["memories"], summary="show")
async def show(memory_id: str, caller: Caller, lanes: Lanes) -> Response:
    record = await lanes.read(lambda: caller.get(memory_id))
    return _json({"memory": record.to_dict()})


@router.get(
    "/memories/{memory_id}/history", response_model=EventsOut, tags=["memories"], summary="history"
)
async def history(memory_id: str, caller: Caller, lanes: Lanes) -> Response:
    events = await lanes.read(lambda: caller.history(memory_id))
    return _json({"events": [event.to_dict() for event in events]})


@router.get(
    "/memories/{memory_id}/lineage", response_model=LineageOut, tags=["memories"], summary="lineage"
)
async def lineage(memory_id: str, caller: Caller, lanes: Lanes) -> Response:
    chain = await lanes.read(lambda: caller.lineage(memory_id))
    return _json({"lineage": [record.to_dict() for record in chain]})


@router.post(
    "/memories/{memory_id}/correct", response_model=WriteOut, tags=["memories"], summary="correct"
)
async def correct(memory_id: str, body: CorrectBody, caller: Caller, lanes: Lanes) -> Response:
    """Supersede the memory with the corrected text; the old one is kept, retired, linked."""
    result = await lanes.write(
        lambda: caller.correct(memory_id, body.text, valid_from=body.valid_from)
    )
    return _json(result.to_dict())


@router.post(
    "/memories/{memory_id}/forget", response_model=ForgetOut, tags=["memories"], summary="forget"
)
async def forget(
    memory_id: str, caller: Caller, lanes: Lanes, body: ForgetBody | None = None
) -> Response:
    """Retract: the text is blanked everywhere; ``{"never": true}`` also tombstones it."""
    never = body.never if body is not None else False
    document = await lanes.write(lambda: caller.forget(memory_id, never=never))
    return _json(document)


@router.post("/observe", response_model=ObserveOut, tags=["review"], summary="observe")
async def observe(body: ObserveBody, caller: Caller, lanes: Lanes) -> Response:
    """Log a conversation's turns and learn from the person's own words; a tool turn is never
    stored, it marks the chat as having read its source."""
    messages = [m.model_dump(exclude_none=True) for m in body.messages]
    document = await lanes.write(
        lambda: caller.observe(messages, chat_id=body.chat_id, present=body.present)
    )
    return _json(document)


@router.get("/review", response_model=ReviewOut, tags=["review"], summary="review")
async def review(caller: Caller, lanes: Lanes) -> Response:
    """The pending memories, each with why it waits and what it conflicts with."""
    return _json(await lanes.read(caller.review))


@router.post(
    "/review/{memory_id}/confirm", response_model=WriteOut, tags=["review"], summary="confirm"
)
async def confirm(memory_id: str, caller: Caller, lanes: Lanes) -> Response:
    """Keep a pending memory; for a conflict it supersedes the other side."""
    result = await lanes.write(lambda: caller.confirm(memory_id))
    return _json(result.to_dict())


@router.post(
    "/review/{memory_id}/reject", response_model=ForgetOut, tags=["review"], summary="reject"
)
async def reject(
    memory_id: str, caller: Caller, lanes: Lanes, body: RejectBody | None = None
) -> Response:
    """Turn a pending memory down; ``{"never": true}`` also tombstones it."""
    never = body.never if body is not None else False
    return _json(await lanes.write(lambda: caller.reject(memory_id, never=never)))


@router.post("/review/{memory_id}/edit", response_model=WriteOut, tags=["review"], summary="edit")
async def edit(memory_id: str, body: ReviewEditBody, caller: Caller, lanes: Lanes) -> Response:
    """Change a pending memory's text and keep it."""
    result = await lanes.write(lambda: caller.edit(memory_id, body.text))
    return _json(result.to_dict())


@router.post("/recall", response_model=RecallOut, tags=["reading"], summary="recall")
async def recall(body: RecallBody, caller: Caller, lanes: Lanes) -> Response:
    """Gated hybrid recall; ``as_of`` asks what was true then, ``known_at`` what was believed."""
    options = body.model_dump(exclude={"query"})
    if body.kinds is not None:
        options["kinds"] = [str(kind) for kind in body.kinds]
    response = await lanes.read(lambda: caller.recall(body.query, **options))
    return _json(response.to_dict())


@router.post("/context", response_model=ContextOut, tags=["reading"], summary="context")
async def context(body: ContextBody, caller: Caller, lanes: Lanes) -> Response:
    """The prompt-ready block of what is known, within a character budget."""
    options = {"budget_chars": body.budget} if body.budget is not None else {}
    document = await lanes.read(lambda: caller.context(body.query, **options))
    return _json(document)


@router.get("/tombstones", response_model=TombstonesOut, tags=["tombstones"], summary="list")
async def tombstone_list(caller: Caller, lanes: Lanes) -> Response:
    tombstones = await lanes.read(caller.tombstone_list)
    return _json({"tombstones": [t.to_dict() for t in tombstones]})


@router.post("/tombstones", response_model=TombstoneAddOut, tags=["tombstones"], summary="add")
async def tombstone_add(body: TombstoneBody, caller: Caller, lanes: Lanes) -> Response:
    """A value that must never come back; only its fingerprints are kept."""
    tombstone = await lanes.write(
        lambda: caller.tombstone_add(body.text, scope=body.scope, note=body.note)
    )
    return _json({"tombstone": tombstone.to_dict()})


@router.delete(
    "/tombstones/{tombstone_id}", response_model=RemovedOut, tags=["tombstones"], summary="remove"
)
async def tombstone_remove(tombstone_id: str, caller: Caller, lanes: Lanes) -> Response:
    await lanes.write(lambda: caller.tombstone_remove(tombstone_id))
    return _json({"removed": tombstone_id})


@router.post("/proposals", response_model=ProposeOut, tags=["proposals"], summary="propose")
async def propose(body: ProposeBody, caller: Caller, lanes: Lanes) -> Response:
    """Suggest a value for the person to decide on; a value proposed before (in any words)
    answers the earlier proposal, so a declined one comes back declined."""
    document = await lanes.write(lambda: caller.propose(body.kind, body.value))
    return _json(document)


@router.post(
    "/proposals/{proposal_id}/decide", response_model=DecideOut, tags=["proposals"],
    summary="decide",
)  # fmt: skip
async def decide(proposal_id: str, body: DecideBody, caller: Caller, lanes: Lanes) -> Response:
    """Answer a proposal (review capability; never the proposing agent)."""
    decided = await lanes.write(lambda: caller.decide(proposal_id, body.answer))
    return _json({"proposal": decided.to_dict()})


@router.get("/advice", response_model=AdviceOut, tags=["proposals"], summary="advice")
async def advice(caller: Caller, lanes: Lanes) -> Response:
    """What the person declined, as advice for the agent."""
    return _json(await lanes.read(caller.advice))


@router.get("/audit", response_model=EventsOut, tags=["audit"], summary="audit")
async def audit(
    caller: Caller,
    lanes: Lanes,
    memory: Annotated[str | None, Query(description="Only this memory's events.")] = None,
    limit: Annotated[int, Query(description="The newest N events (listed oldest first).")] = 100,
) -> Response:
    events = await lanes.read(lambda: caller.audit_log(memory_id=memory, limit=limit))
    return _json({"events": [event.to_dict() for event in events]})


@router.get("/audit/verify", response_model=VerifyOut, tags=["audit"], summary="verify")
async def audit_verify(caller: Caller, lanes: Lanes) -> Response:
    """Recompute the audit hash chain; ``ok`` is false when it is broken."""
    report = await lanes.read(caller.audit_verify)
    return _json(report.to_dict())


_EXPORT_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/markdown": {"schema": {"type": "string"}}}},
}


@router.get(
    "/export",
    response_model=ExportOut,
    responses=_EXPORT_RESPONSES,
    tags=["export"],
    summary="export",
)
async def export(
    caller: Caller,
    lanes: Lanes,
    format: Annotated[
        str, Query(pattern="^(json|markdown)$", description="json (default) or markdown")
    ] = "json",
) -> Response:
    """What it knows now; pending and forgotten memories are left out."""
    text = await lanes.read(lambda: caller.export(format))
    media = "application/json" if format == "json" else "text/markdown; charset=utf-8"
    return Response(text, media_type=media)


# -- the app ------------------------------------------------------------------------------


def create_app(
    memory: Memory,
    *,
    owner_token: str | None = None,
    max_body_bytes: int = MAX_BODY_BYTES,
    cors_origins: Sequence[str] = (),
    readers: int = 4,
) -> FastAPI:
    """The ASGI app over ``memory``'s store; ``owner_token`` lets the owner in (else agents only).

    ``memory`` stays the caller's to close, after the app has stopped.
    """
    lanes = _Lanes(readers)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            lanes.close()

    app = FastAPI(
        title="memwarden",
        version=__version__,
        summary="Long-term memory for AI agents that the person stays in charge of.",
        docs_url=None,  # the interactive pages load scripts from a CDN: no network by default
        redoc_url=None,
        lifespan=lifespan,
        telemetry={"tracing": False, "metrics": False, "logs": False,
                   "operation_spans": False, "auto_configure": False},
    )  # fmt: skip
    app.state.lanes = lanes
    app.include_router(router)
    app.add_exception_handler(MemwardenError, _on_memwarden_error)
    app.add_exception_handler(RequestValidationError, _on_validation_error)
    app.add_exception_handler(StarletteHTTPException, _on_http_error)
    app.add_exception_handler(Exception, _on_unexpected)
    app.add_middleware(
        _Gate, door=_Door(memory, owner_token), lanes=lanes, max_body_bytes=max_body_bytes
    )
    if cors_origins:
        from starlette.middleware.cors import CORSMiddleware

        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(cors_origins),
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=["Authorization", "Content-Type"],
        )
    app.openapi = functools.partial(_openapi, app)  # type: ignore[method-assign]
    return app


def _openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's schema, less its 422 answers: a refused request is a 400 in the one shape."""
    if app.openapi_schema is None:
        schema = get_openapi(
            title=app.title, version=app.version, summary=app.summary, routes=app.routes
        )
        for path in schema.get("paths", {}).values():
            for operation in path.values():
                operation.get("responses", {}).pop("422", None)
        for name in ("HTTPValidationError", "ValidationError"):
            schema.get("components", {}).get("schemas", {}).pop(name, None)
        app.openapi_schema = schema
    return app.openapi_schema
