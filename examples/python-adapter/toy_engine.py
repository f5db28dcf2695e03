"""A deliberately small Carcassonne engine for the base game, written to show how an adapter
for the conformance protocol (docs/protocol.md) is built. It is not the oracle's engine and
shares no code with it.

What it knows: tiles given as definitions (sides and features with unrotated ports), edge
matching and adjacency, followers on roads, cities, cloisters and fields with the
region-occupied check (flood fill), scoring of completed roads, cities and cloisters, the final
scoring of incomplete ones and third-edition farms, and the winner. It knows no expansion.
"""

from dataclasses import dataclass, field

# Ports read clockwise from the north-west corner; the index is the protocol's port number.
PORTS = ["NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW"]
PORT_INDEX = {name: i for i, name in enumerate(PORTS)}
# Sides N, E, S, W: the square across each side.
STEP = [(0, 1), (1, 0), (0, -1), (-1, 0)]
NEIGHBOURS8 = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]
FOLLOWERS_AT_START = 7  # eight in the box, one of them counts the score


def facing_port(port):
    """The port of the neighbouring tile that touches `port` (NNE meets SSE, ENE meets WNW)."""
    return (8 - port) % 12 if port // 3 in (0, 2) else (14 - port) % 12


class Refused(Exception):
    """An action the rules forbid; `code` is its reason code (docs/reasons.md)."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


@dataclass
class Feature:
    kind: str  # road, city, field, cloister
    ports: frozenset  # unrotated port numbers
    pennants: int
    borders: list  # for a field: indices of the cities it touches on this tile


@dataclass
class TileType:
    id: str
    sides: str  # N E S W unrotated: c city, r road, f field
    features: list


def tile_type_from_definition(tile_id, definition):
    features = [Feature(f["kind"], frozenset(PORT_INDEX[p] for p in f["ports"]),
                        f.get("pennants", 0), list(f.get("borders", [])))
                for f in definition["features"]]
    return TileType(tile_id, definition["sides"], features)


@dataclass
class PlacedTile:
    type: TileType
    rotation: int  # clockwise degrees

    def side(self, side):
        """Edge kind of a board side (0 N .. 3 W)."""
        return self.type.sides[(side - self.rotation // 90) % 4]

    def ports(self, index):
        """Board ports of feature `index`, as the tile lies."""
        turn = self.rotation // 30
        return {(p + turn) % 12 for p in self.type.features[index].ports}

    def feature_at(self, port):
        printed = (port - self.rotation // 30) % 12
        for i, f in enumerate(self.type.features):
            if printed in f.ports:
                return i
        return None


@dataclass
class Figure:
    player: str
    kind: str
    square: tuple
    feature: int


@dataclass
class ScoreEvent:
    kind: str
    nodes: frozenset  # the scored region: (square, feature index) pairs
    points: dict  # player -> points paid


@dataclass
class Step:
    """What happened since the start of the last step (docs/protocol.md, "The last step")."""
    events: list = field(default_factory=list)
    returned: dict = field(default_factory=dict)


class Game:
    def __init__(self, tile_types, players, options):
        self.tile_types = tile_types
        self.players = list(players)
        self.options = options
        self.board = {}
        self.figures = []
        self.supply = {p: {"follower": FOLLOWERS_AT_START} for p in players}
        self.score = {p: 0 for p in players}
        self.current = self.players[0]  # who plays the turn under way
        self.stack = []
        self.hand = None  # the drawn tile waiting to be placed
        self.placed = None  # square of the tile placed this turn, while a deployment may follow
        self.over = False
        self.step = Step()
        self.deployments_after_placement = None

    # ---- Setup: a direct position, nothing scored.
    def lay(self, tile_id, square, rotation):
        self.board[square] = PlacedTile(self.tile_types[tile_id], rotation)

    def stand(self, player, kind, node):
        self.supply[player][kind] -= 1
        self.figures.append(Figure(player, kind, node[0], node[1]))

    def start(self, stack):
        self.stack = list(stack)
        self.draw()

    # ---- Drawing: the next tile goes to the next player as soon as a turn ends.
    def draw(self):
        tries = len(self.stack)
        while self.stack and tries >= 0:
            tile = self.stack.pop(0)
            if self.placements(tile):
                self.hand = tile
                return
            if self.options.get("unplaceable-tile") == "return":
                self.stack.append(tile)
            tries -= 1
        self.hand = None

    def phase(self):
        if self.over:
            return "game-over"
        if self.placed is not None:
            return "deploy"
        return "place-tile" if self.hand else "stack-empty"

    # ---- Placement.
    def placement_refusal(self, tile_id, square, rotation):
        if square in self.board:
            return "square-occupied"
        candidate = PlacedTile(self.tile_types[tile_id], rotation)
        touching = False
        for side, (dx, dy) in enumerate(STEP):
            neighbour = self.board.get((square[0] + dx, square[1] + dy))
            if neighbour is None:
                continue
            touching = True
            if candidate.side(side) != neighbour.side((side + 2) % 4):
                return "edge-mismatch"
        return None if touching else "not-adjacent"

    def placements(self, tile_id):
        squares = {(x + dx, y + dy) for (x, y) in self.board for dx, dy in STEP} - set(self.board)
        return [(sq, r) for sq in sorted(squares) for r in (0, 90, 180, 270)
                if self.placement_refusal(tile_id, sq, r) is None]

    def place(self, tile_id, square, rotation):
        if self.over:
            raise Refused("game-over")
        if self.placed is not None or self.hand is None:
            raise Refused("wrong-phase")
        if tile_id != self.hand:
            raise Refused("wrong-tile")
        refusal = self.placement_refusal(tile_id, square, rotation)
        if refusal:
            raise Refused(refusal)
        self.lay(tile_id, square, rotation)
        self.hand = None
        self.placed = square
        self.acted = False
        self.deployments_after_placement = len(self.legal_deployments())

    # ---- Deployment.
    def legal_deployments(self):
        tile = self.board[self.placed]
        if self.supply[self.current]["follower"] == 0:
            return []
        return [i for i in range(len(tile.type.features))
                if not self.figures_on(self.region((self.placed, i)))]

    def deploy(self, kind, node):
        if self.over:
            raise Refused("game-over")
        if self.placed is None:  # the turn's one figure action (or its pass) is already taken
            raise Refused("figure-action-taken" if getattr(self, "acted", False) else "wrong-phase")
        if kind != "follower":
            raise Refused("figure-not-allowed")
        if node is None or node[0] != self.placed:
            raise Refused("no-such-feature")
        if self.supply[self.current][kind] == 0:
            raise Refused("supply-empty")
        if self.figures_on(self.region(node)):
            raise Refused("region-occupied")
        self.stand(self.current, kind, node)
        self.end_turn()

    def pass_turn(self):
        if self.over:
            raise Refused("game-over")
        if self.placed is None:
            raise Refused("figure-action-taken" if getattr(self, "acted", False) else "wrong-phase")
        self.end_turn()

    def end_turn(self):
        square, self.placed = self.placed, None
        self.acted = True
        self.score_completed(square)
        self.draw()

    # ---- Regions by flood fill over (square, feature index) nodes.
    def region(self, node):
        tile = self.board[node[0]]
        if tile.type.features[node[1]].kind == "cloister":
            return frozenset([node])
        seen, todo = {node}, [node]
        while todo:
            (x, y), i = todo.pop()
            for port in self.board[(x, y)].ports(i):
                dx, dy = STEP[port // 3]
                other = (x + dx, y + dy)
                if other in self.board:
                    j = self.board[other].feature_at(facing_port(port))
                    if j is not None and (other, j) not in seen:
                        seen.add((other, j))
                        todo.append((other, j))
        return frozenset(seen)

    def kind_of(self, node):
        return self.board[node[0]].type.features[node[1]].kind

    def is_complete(self, nodes):
        kind = self.kind_of(next(iter(nodes)))
        if kind == "field":
            return False
        if kind == "cloister":
            (x, y), _ = next(iter(nodes))
            return all((x + dx, y + dy) in self.board for dx, dy in NEIGHBOURS8)
        for (x, y), i in nodes:
            for port in self.board[(x, y)].ports(i):
                dx, dy = STEP[port // 3]
                if (x + dx, y + dy) not in self.board:
                    return False
        return True

    def tiles_of(self, nodes):
        return len({square for square, _ in nodes})

    def pennants_of(self, nodes):
        return sum(self.board[sq].type.features[i].pennants for sq, i in nodes)

    def figures_on(self, nodes):
        return [f for f in self.figures if (f.square, f.feature) in nodes]

    def owners(self, nodes):
        count = {}
        for f in self.figures_on(nodes):
            count[f.player] = count.get(f.player, 0) + 1
        best = max(count.values(), default=0)
        return [p for p in self.players if best and count.get(p) == best]

    # ---- Scoring.
    def value(self, nodes, complete):
        kind = self.kind_of(next(iter(nodes)))
        tiles, pennants = self.tiles_of(nodes), self.pennants_of(nodes)
        if kind == "road":
            return tiles
        if kind == "city":
            if not complete:
                return tiles + pennants
            if tiles == 2 and self.options.get("tiny-city") == "2":
                return 2 + pennants
            return 2 * tiles + 2 * pennants
        if kind == "cloister":
            (x, y), _ = next(iter(nodes))
            return 1 + sum((x + dx, y + dy) in self.board for dx, dy in NEIGHBOURS8)
        raise ValueError(f"no value for {kind}")

    def pay(self, kind, nodes, points):
        owners = self.owners(nodes)
        for p in owners:
            self.score[p] += points
        self.step.events.append(ScoreEvent(kind, nodes, {p: points for p in owners}))

    def score_completed(self, square):
        """Score what the tile at `square` completed, then send those figures home."""
        x, y = square
        candidates = [(square, i) for i in range(len(self.board[square].type.features))]
        for dx, dy in NEIGHBOURS8:
            other = (x + dx, y + dy)
            if other in self.board:
                candidates += [(other, i) for i, f in enumerate(self.board[other].type.features)
                               if f.kind == "cloister"]
        done = set()
        for node in candidates:
            if self.kind_of(node) not in ("road", "city", "cloister"):
                continue
            nodes = self.region(node)
            if nodes in done or not self.is_complete(nodes) or not self.figures_on(nodes):
                continue
            done.add(nodes)
            self.pay(self.kind_of(node), nodes, self.value(nodes, True))
        for nodes in done:
            for f in self.figures_on(nodes):
                self.figures.remove(f)
                self.supply[f.player][f.kind] += 1
                self.step.returned[f.player] = self.step.returned.get(f.player, 0) + 1

    def final_scoring(self):
        if self.over or self.phase() != "stack-empty":
            raise ValueError("the game cannot end yet: a tile is still to be played")
        regions = []
        for f in self.figures:
            nodes = self.region((f.square, f.feature))
            if nodes not in regions:
                regions.append(nodes)
        for nodes in regions:
            kind = self.kind_of(next(iter(nodes)))
            if kind != "field" and not self.is_complete(nodes):
                self.pay(kind, nodes, self.value(nodes, False))
        for nodes in regions:
            if self.kind_of(next(iter(nodes))) == "field":
                self.pay("field", nodes, 3 * len(self.completed_cities_beside(nodes)))
        self.over = True

    def completed_cities_beside(self, farm):
        cities = set()
        for square, i in farm:
            for city in self.board[square].type.features[i].borders:
                nodes = self.region((square, city))
                if self.is_complete(nodes):
                    cities.add(nodes)
        return cities

    def winners(self):
        if not self.over:
            return None
        best = max(self.score.values())
        top = [p for p in self.players if self.score[p] == best]
        if len(top) > 1 and self.options.get("win-tie") == "none":
            return []
        return top
