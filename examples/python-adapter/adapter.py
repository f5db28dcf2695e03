#!/usr/bin/env python3
"""Conformance adapter for toy_engine.py, written from docs/protocol.md alone.

One-shot (default): read one case document on stdin, print one answer object on stdout.
Persistent (--persistent): JSON lines; answer `start` with `ready`, each `run` with
`observations`, `skipped` or `errored`, and exit on `stop` or end of input.
With --replay, the setup is reached by playing the case's `replay` turns from its start tile
(skipped when the setup is unreachable by play), as an engine that cannot load a position would.
Diagnostics go to stderr.
"""

import json
import sys

from toy_engine import Game, PORT_INDEX, Refused, Step, tile_type_from_definition

NAME = "python-toy 1.0"
PROTOCOL = 1
EXPANSIONS = ["base"]
# Every rule option the toy understands, with the values it implements.
SUPPORTED_OPTIONS = {
    "farm-scoring": {"third-edition"},
    "tiny-city": {"4", "2"},
    "unplaceable-tile": {"discard", "return"},
    "win-tie": {"shared", "none"},
    # The toy's board has no edge: a case with a table edge is skipped.
    "table-width": {"none"},
    "table-depth": {"none"},
}


# The queries the toy cannot answer because it lacks the concept, with why.
UNSUPPORTED_QUERIES = {
    "decider": "the toy has no model of pending decisions: it only knows whose turn it is",
    "set-aside": "the toy drops a tile that fits nowhere as it draws and keeps no pile of set-aside tiles",
}


MAX_REPLAY_TURNS = 300


class Unsupported(Exception):
    """The case needs something the toy does not have: the answer is `skipped`."""


def check_supported(case):
    rules = case["rules"]
    for expansion in rules["expansions"]:
        if expansion not in EXPANSIONS:
            raise Unsupported(f"expansion {expansion} is not in the toy")
    for option, value in rules["options"].items():
        if option not in SUPPORTED_OPTIONS:
            raise Unsupported(f"option {option} is not in the toy")
        if value not in SUPPORTED_OPTIONS[option]:
            raise Unsupported(f"option {option}={value} is not in the toy")
    for tile_id, definition in case["tiles"].items():
        for feature in definition["features"]:
            if feature["kind"] not in ("road", "city", "field", "cloister") or feature["symbols"]:
                raise Unsupported(f"tile {tile_id} has features the toy cannot score")
        if definition.get("symbols"):
            raise Unsupported(f"tile {tile_id} shows symbols the toy does not know")
    # Steps and actions the toy does not know (a module's verbs, scripted draws, chance): skip.
    for step in case["steps"]:
        if step["type"] not in ("turn", "observe", "final"):
            raise Unsupported(f"step {step['type']} is not in the toy")
        for action in step.get("actions", []):
            if action["type"] not in ("place", "deploy", "pass"):
                raise Unsupported(f"action {action['type']} is not in the toy")


def node_of(game, feature):
    """The (square, feature index) a protocol feature object names, or None (section 1.6).
    No ports names the tile's feature of that kind that touches no side (a cloister)."""
    square = (feature["x"], feature["y"])
    tile = game.board.get(square)
    if tile is None:
        return None
    wanted = {PORT_INDEX[p] for p in feature["ports"]}
    for i, f in enumerate(tile.type.features):
        if f.kind == feature["kind"] and (wanted <= tile.ports(i) if wanted else not f.ports):
            return (square, i)
    return None


def node_at_port(game, square, port):
    tile = game.board.get(square)
    if tile is None:
        return None
    i = tile.feature_at(PORT_INDEX[port])
    return None if i is None else (square, i)


def answer_query(game, q):
    kind = q["type"]
    if kind == "score":
        return game.score[q["player"]]
    if kind == "gained":
        return sum(e.points.get(q["player"], 0) for e in game.step.events)
    if kind == "scored":
        if "x" not in q:  # without a place: that kind anywhere
            return [e.points[q["player"]] for e in game.step.events if e.kind == q["kind"] and q["player"] in e.points]
        square = (q["x"], q["y"])
        port = q.get("port")
        target = node_at_port(game, square, port) if port else None
        return [e.points[q["player"]] for e in game.step.events
                if e.kind == q["kind"] and q["player"] in e.points
                and (target in e.nodes if port else any(sq == square for sq, _ in e.nodes))]
    if kind == "scorings":
        return len(game.step.events)
    if kind == "region":
        node = node_of(game, q["feature"])
        if node is None:
            raise LookupError(f"no such feature {q['feature']}")
        nodes = game.region(node)
        prop = q["property"]
        if prop == "complete":
            return game.is_complete(nodes)
        if prop == "tiles":
            return game.tiles_of(nodes)
        if prop == "pennants":
            return game.pennants_of(nodes)
        if prop == "figures":
            return len(game.figures_on(nodes))
        if prop == "owners":
            return game.owners(nodes)
        raise LookupError(f"unknown region property {prop}")
    if kind == "figures":
        square = (q["x"], q["y"])
        on = node_of(game, q["feature"]) if q.get("feature") else None
        return [{"player": f.player, "figure": f.kind} for f in game.figures
                if f.square == square and (on is None or (f.square, f.feature) == on)]
    if kind == "returned":
        return game.step.returned.get(q["player"], 0)
    if kind == "supply":
        return game.supply[q["player"]].get(q["figure"], 0)
    if kind == "placement-count":
        return len(game.placements(q["tile"]))
    if kind == "placements":
        return [{"x": sq[0], "y": sq[1], "rotation": r} for sq, r in game.placements(q["tile"])]
    if kind == "deployments":
        return game.deployments_after_placement
    if kind == "stack-remaining":
        return len(game.stack)
    if kind == "winners":
        return game.winners()
    if kind == "phase":
        return game.phase()
    # Concepts the toy does not have: say so per query (docs/protocol.md, section 3) rather than
    # leave the answer out (a FAIL) or skip the whole case.
    if kind in UNSUPPORTED_QUERIES:
        return {"unsupported": UNSUPPORTED_QUERIES[kind]}
    return {"unsupported": f"the toy has no query `{kind}`"}


def apply_action(game, action):
    kind = action["type"]
    if kind == "place":
        game.place(action["tile"], (action["x"], action["y"]), action["rotation"])
    elif kind == "deploy":
        game.deploy(action["figure"], node_of(game, action["feature"]))
    elif kind == "pass":
        game.pass_turn()
    else:
        raise ValueError(f"unknown action {kind}")


def replay_setup(game, replay):
    """Reach the setup by legal turns from the start tile (docs/protocol.md, 1.4.1), the way an
    engine that cannot load a position would. Any refusal is an error of the case."""
    if "unreachable" in replay:
        raise Unsupported(f"the setup cannot be replayed: {replay['unreachable']}")
    # The toy checks each turn against the whole board: replaying a layout of many hundred tiles
    # would outlast carc verify's answer time, so such a case is left to engines that load it.
    if len(replay["turns"]) > MAX_REPLAY_TURNS:
        raise Unsupported(f"the replay has {len(replay['turns'])} turns; the toy replays at most {MAX_REPLAY_TURNS}")
    start = replay["start"]
    game.lay(start["tile"], (start["x"], start["y"]), start["rotation"])
    game.current = replay["first"]
    game.start(replay["stack"])
    for turn in replay["turns"]:
        game.current = turn["player"]
        try:
            game.place(turn["tile"], (turn["x"], turn["y"]), turn["rotation"])
            if turn["deploy"]:
                game.deploy(turn["deploy"]["figure"], node_of(game, turn["deploy"]["feature"]))
            else:
                game.pass_turn()
        except Refused as refusal:
            raise ValueError(f"replayed turn {turn} refused: {refusal.code}")


def play(case, replay=False):
    """Play one case and return its observations by id. With `replay`, reach the setup through
    the case's `replay` turns instead of laying the position."""
    check_supported(case)
    tiles = {tid: tile_type_from_definition(tid, d) for tid, d in case["tiles"].items()}
    game = Game(tiles, case["players"], case["rules"]["options"])
    if replay:
        replay_setup(game, case["replay"])
        return play_steps(game, case)
    for item in case["setup"]:
        kind = item["type"]
        if kind == "tile":
            game.lay(item["tile"], (item["x"], item["y"]), item["rotation"])
        elif kind == "figure":
            if item["figure"] != "follower":
                raise Unsupported(f"figure {item['figure']} is not in the toy")
            node = node_of(game, item["feature"])
            if node is None:
                raise ValueError(f"setup names a missing feature {item['feature']}")
            game.stand(item["player"], item["figure"], node)
        elif kind == "score":
            game.score[item["player"]] = item["points"]
        elif kind == "supply":
            game.supply[item["player"]][item["figure"]] = item["count"]
        elif kind == "first":
            game.current = item["player"]
        else:
            raise ValueError(f"unknown setup item {kind}")
    game.start(case["stack"])
    return play_steps(game, case)


def play_steps(game, case):
    out = {}
    for step in case["steps"]:
        kind = step["type"]
        if kind == "turn":
            if not step["continues"]:
                game.step = Step()
            game.current = step["player"]
            for action in step["actions"]:
                try:
                    apply_action(game, action)
                    out[action["id"]] = "accepted"
                except Refused as refusal:
                    out[action["id"]] = refusal.code
            # Placed but neither deployed nor passed: the turn ends, unless the case holds it
            # open for observations at its figure step ("held"); the next item continues it.
            if game.placed is not None and not step.get("held"):
                game.pass_turn()
        elif kind == "final":
            game.step = Step()
            game.final_scoring()
        elif kind == "observe":
            for obs in step["observations"]:
                try:
                    out[obs["id"]] = answer_query(game, obs["query"])
                except LookupError as e:  # left out: carc verify reports it as missing
                    print(f"{obs['id']}: {e}", file=sys.stderr)
        else:
            raise ValueError(f"unknown step {kind}")
    return out


def one_shot(replay):
    try:
        doc = json.loads(sys.stdin.read())
        answer = {"observations": play(doc["case"], replay)}
    except Unsupported as e:
        answer = {"skipped": str(e)}
    except Exception as e:  # report, never crash: the oracle shows it as ERROR
        answer = {"error": f"{type(e).__name__}: {e}"}
    print(json.dumps(answer))


def persistent(replay):
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
            kind = message["type"]
        except (ValueError, KeyError, TypeError) as e:  # no id to answer: say so and go on
            print(f"unreadable message: {e}", file=sys.stderr)
            continue
        if kind == "start":
            reply = {"type": "ready", "name": NAME, "protocol": PROTOCOL, "expansions": EXPANSIONS}
        elif kind == "run":
            case_id = message["id"]
            try:
                reply = {"type": "observations", "id": case_id, "observations": play(message["case"], replay)}
            except Unsupported as e:
                reply = {"type": "skipped", "id": case_id, "reason": str(e)}
            except Exception as e:
                reply = {"type": "errored", "id": case_id, "message": f"{type(e).__name__}: {e}"}
        elif kind == "stop":
            return
        else:
            print(f"unknown message {kind}", file=sys.stderr)
            continue
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    use_replay = "--replay" in sys.argv[1:]
    persistent(use_replay) if "--persistent" in sys.argv[1:] else one_shot(use_replay)
