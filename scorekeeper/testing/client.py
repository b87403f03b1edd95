"""The harness's stand-in for the Flutter client, and the small pieces the rest of the harness shares."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from concurrent.futures import ThreadPoolExecutor
from operator import itemgetter
from typing import (Callable, Iterator, NamedTuple, NotRequired, Optional, Protocol, Sequence, TypeAlias, TypedDict,
                    Union, cast)

import msgpack  # type: ignore[import-untyped]  # no stubs: its packb/unpackb are used as Flet's client does
import flet as ft
from flet.controls.base_control import BaseControl
from flet.messaging.connection import Connection
from flet.controls.value_types import Prop
from flet.messaging.protocol import Message, MessageAction, configure_encode_object_for_msgpack
from flet.pubsub.pubsub_hub import PubSubHub

from scorekeeper.jsontypes import JsonObject

logger = logging.getLogger("scorekeeper.testing")

#: A value as it crosses the wire between the app and the client, decoded from msgpack: JSON's values and bytes
#: (a file's ``src_bytes``).
WireValue: TypeAlias = Union[str, int, float, bool, bytes, None, list["WireValue"], dict[str, "WireValue"]]


class InvokeBody(TypedDict):
    """An INVOKE_METHOD message's body: the app calls a method of a control on the client."""

    control_id: int
    call_id: str
    name: str
    args: NotRequired[WireValue]

# What a web client reports about itself in REGISTER_CLIENT (page props).
DEFAULT_CLIENT_PAGE: JsonObject = {
    "route": "/",
    "web": True,
    "platform": "linux",
    "width": 1280.0,
    "height": 800.0,
}

#: stub value: a plain value (anything msgpack can send: a Flet dataclass is encoded as the client would), or a
#: callable(args: WireValue, control) -> value (sync or async); raising inside the callable sends an error reply.
StubValue: TypeAlias = object



class InvokeAnswerer(Protocol):
    """What the fake client needs of the UI under test: an answer to each client method call."""

    def _answer_invoke(self, body: InvokeBody) -> None: ...


class UIError(AssertionError):
    """A user could not do what the test asked (missing/disabled control...)."""


@dataclasses.dataclass
class MethodCall:
    """One client method call (INVOKE_METHOD) the app made."""

    control: Optional[BaseControl]
    control_type: str  # e.g. "Clipboard", "FilePicker", "Page", "Wakelock"
    name: str  # e.g. "set", "save_file", "push_route", "enable"
    args: WireValue


class FakeClient(Connection):
    """Test-double Connection standing in for the Flutter client."""

    def __init__(self, loop: asyncio.AbstractEventLoop, ui: InvokeAnswerer) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # Flet's Connection is untyped
        self.loop = loop
        self.executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="ui-test")
        self.pubsubhub = PubSubHub(loop=loop, executor=self.executor)
        self.page_name = ""
        self.page_url = "http://127.0.0.1/"
        self.local_data_transport = True
        self._ui = ui
        encode = configure_encode_object_for_msgpack(BaseControl)  # type: ignore[no-untyped-call]  # untyped in Flet
        self._encode = cast(Callable[[object], object], encode)
        #: every outgoing message as decoded (action, body) pairs
        self.messages: list[tuple[MessageAction, WireValue]] = []
        #: bytes of every outgoing message, encoded as the web client receives them
        self.bytes_sent = 0

    def send_message(self, message: Message) -> None:
        # Encoding is not optional: it records the __prev_* snapshots that the
        # next diff relies on. Without it page.add registers nothing.
        raw = msgpack.packb([message.action, message.body], default=self._encode)
        self.bytes_sent += len(raw)
        action_code, body = msgpack.unpackb(raw, strict_map_key=False)
        action = MessageAction(action_code)
        self.messages.append((action, body))
        if action == MessageAction.SESSION_CRASHED:
            logger.error("SESSION_CRASHED: %s", body)
        elif action == MessageAction.INVOKE_METHOD:
            # reply from the event loop, after invoke_method starts waiting
            self.loop.call_soon(self._ui._answer_invoke, body)

    def get_upload_url(self, file_name: str, expires: int) -> str:
        return f"http://127.0.0.1/upload/{file_name}"

    def oauth_authorize(self, attrs: object) -> None:
        raise NotImplementedError("OAuth is not available in the UI test harness")

    def dispose(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)


def _key_matches(control: object, key: object) -> bool:
    k = getattr(control, "key", None)
    if k is None:
        return False
    if k == key:
        return True
    return bool(getattr(k, "value", k) == key)


# Fields a walk never follows: the back-pointer to the parent, the handlers, the service registries
# (overlay and dialog containers are walked explicitly).
_NOT_WALKED = frozenset(("_parent", "parent", "_services", "_overlay", "_dialogs", "views", "multi_views"))
_LEAVES = (str, bytes, int, float, bool)  # values a walk never looks into


class _WalkPlan(NamedTuple):
    """How a walk reads one dataclass type's sub-values, worked out once a type: a type's fields never
    change, and working them out again for every control was most of a walk's time.

    A field Flet keeps as a ``Prop`` lives in the control's sparse ``_values`` only once it is set
    (Flet stores no default there), so a walk reads the few set ones instead of asking each of a
    control's fifty-odd fields; a ``Prop`` whose default is itself something to walk into, and a field
    that is no ``Prop``, are read as before.  ``order`` puts them back in the fields' order (tree order).
    """

    order: dict[str, int]  # each walked Prop field's place among the fields
    prop_defaults: tuple[tuple[int, str, object], ...]  # the walked Props whose default is no leaf
    attributes: tuple[tuple[int, str], ...]  # the walked fields that are no Prop: read with getattr


_WALK_PLANS: dict[type, Optional[_WalkPlan]] = {}


def _walk_plan(cls: type) -> Optional[_WalkPlan]:
    if cls not in _WALK_PLANS:
        _WALK_PLANS[cls] = _plan_of(cls) if dataclasses.is_dataclass(cls) else None
    return _WALK_PLANS[cls]


def _plan_of(cls: type) -> _WalkPlan:
    walked = [f.name for f in dataclasses.fields(cls)
              if not f.metadata.get("skip", False) and f.name not in _NOT_WALKED and not f.name.startswith("on_")]
    order: dict[str, int] = {}
    defaults: list[tuple[int, str, object]] = []
    attributes: list[tuple[int, str]] = []
    for place, name in enumerate(walked):
        descriptor = next((vars(klass)[name] for klass in cls.__mro__ if name in vars(klass)), None)
        if not isinstance(descriptor, Prop):
            attributes.append((place, name))
            continue
        order[name] = place
        if _worth_walking(descriptor.default):
            defaults.append((place, name, descriptor.default))
    return _WalkPlan(order, tuple(defaults), tuple(attributes))


def _worth_walking(value: object) -> bool:
    """Whether a walk could find a control in ``value`` (None and plain values hold none)."""
    return isinstance(value, (list, tuple, dict)) or dataclasses.is_dataclass(value)


def _children(value: object) -> Sequence[object]:
    """Direct sub-values of a control/dataclass/list a walk could find a control in, in tree order
    (a list's items, a dict's values, a dataclass's walked fields that hold more than a plain value)."""
    if isinstance(value, (list, tuple)):
        return value
    if isinstance(value, dict):
        return list(value.values())
    plan = None if isinstance(value, type) else _walk_plan(type(value))
    if plan is None:
        return ()
    found: list[tuple[int, object]] = []
    values: Optional[dict[str, object]] = getattr(value, "_values", None)
    if values is not None:  # (without them a Prop's descriptor raises, and the field is passed over)
        order = plan.order
        found = [(order[name], child) for name, child in values.items()
                 if name in order and child is not None and not isinstance(child, _LEAVES)]
        found += [(place, default) for place, name, default in plan.prop_defaults if name not in values]
    for place, name in plan.attributes:
        try:
            child = getattr(value, name)
        except Exception:  # pragma: no cover - defensive
            continue
        if child is not None and not isinstance(child, _LEAVES):
            found.append((place, child))
    if len(found) > 1:
        found.sort(key=itemgetter(0))
    return [child for _, child in found]


def _span_texts(spans: Sequence[ft.TextSpan] | None) -> Iterator[str]:
    for s in spans or []:
        if s.text:
            yield s.text
        yield from _span_texts(s.spans)


_FIELD_CACHE: dict[type, frozenset[str]] = {}


def _field_names(obj: BaseControl) -> frozenset[str]:
    t = type(obj)
    if t not in _FIELD_CACHE:
        _FIELD_CACHE[t] = frozenset(f.name for f in dataclasses.fields(obj))
    return _FIELD_CACHE[t]


