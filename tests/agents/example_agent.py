#!/usr/bin/env python3
"""A small Via Appia seat program (the seat protocol, version 1).

Reads one JSON message per line on stdin, answers each "turn" with one JSON
line on stdout. Standard library only. Play it with

    via-appia play --seats human,agent:"python3 tests/agents/example_agent.py"

It plays plainly: build when it can; in the quarry push its largest stone
straight down the middle and turn every reward into the largest tile it may;
travel when its cart holds tiles it cannot lay; quarry when it has stones;
otherwise take income. Lines on stderr go to the seat's log file.
"""

import json
import sys

SIZE_ORDER = {"Small": 0, "Mid": 1, "Large": 2}
CITIES = ["Rome", "Tarracina", "Beneventum", "Brundisium"]


def log(text):
    print(text, file=sys.stderr, flush=True)


def kind(command):
    """A command's name: "StartQuarry", "Push", "Build", ..."""
    return command if isinstance(command, str) else next(iter(command))


def fields(command):
    return {} if isinstance(command, str) else command[kind(command)]


def road_needs(table, me):
    """Tiles of each size that the spaces I could build on next still want,
    less the tiles on my cart. Only those spaces: a tile for a space far
    ahead fills the cart while the road waits for another size."""
    reached = CITIES.index(me["furthest_city"])
    joined = set()
    for place in table["road"] + table["cities"]:
        if "city" in place or place["built_by"] is not None:
            joined.update(place["next"])
    need = {size: 0 for size in SIZE_ORDER}
    for space in table["road"]:
        # A segment opens once its city behind was visited: A from Rome.
        opened = "ABC".index(space["segment"]) <= reached
        if space["built_by"] is None and opened and space["space"] in joined:
            need[space["size"]] += 1
    for slot in me["cart"]["slots"]:
        for size in SIZE_ORDER:
            need[size] -= slot[size.lower()]
    return need


def pick(turn):
    """The index of the command to play in turn["legal"], a plan or None, a reason."""
    legal = turn["legal"]
    me = turn["table"]["players"][turn["seat"]]
    by_kind = {}
    for i, command in enumerate(legal):
        by_kind.setdefault(kind(command), []).append(i)

    def largest(name, field):
        return max(by_kind[name], key=lambda i: SIZE_ORDER[fields(legal[i])[field]])

    if "Build" in by_kind:
        return largest("Build", "size"), None, "a tile goes down"
    if "Push" in by_kind:
        i = largest("Push", "size")
        limits = turn["limits"]
        large = fields(legal[i])["size"] == "Large"
        plan = {
            "lateral": 0.0,
            "stone_angle": 0.0,
            "pusher_angle": 0.0,
            "speed": limits["firm_speed"] if large else 0.5 * (limits["min_speed"] + limits["max_speed"]),
            "accel_time": 0.1,
            "distance": limits["max_distance"],
        }
        return i, plan, "my largest stone, straight down the middle"
    need = road_needs(turn["table"], me)
    if "TakeTile" in by_kind:
        # Only tiles the road still needs: a tile no space can take would
        # sit on the cart for good.
        useful = [i for i in by_kind["TakeTile"] if need[fields(legal[i])["tile"]] > 0]
        if useful:
            best = max(useful, key=lambda i: SIZE_ORDER[fields(legal[i])["tile"]])
            return best, None, "a tile the road still needs"
        if "SellReward" not in by_kind:
            return largest("TakeTile", "tile"), None, "the largest tile the reward allows"
    for name, reason in [
        ("SellReward", "no tile the road still needs: a sesterce instead"),
        ("StopPushing", "enough pushing"),
        ("EndTurn", "nothing more to build"),
    ]:
        if name in by_kind:
            return by_kind[name][0], None, reason
    tiles_on_cart = sum(sum(slot.values()) for slot in me["cart"]["slots"])
    stones = sum(me["stones"].values())
    if "Travel" in by_kind and (tiles_on_cart > 0 or sum(need.values()) <= 0):
        return by_kind["Travel"][-1], None, "on to where my tiles can go"
    if "StartQuarry" in by_kind and stones >= 2:
        return by_kind["StartQuarry"][0], None, "to the quarry"
    if "TakeIncome" in by_kind:
        want = "Stones" if stones < 2 else "Sesterces"
        for i in by_kind["TakeIncome"]:
            if fields(legal[i])["take"] in (want, "Both"):
                return i, None, "income: " + want.lower()
        return by_kind["TakeIncome"][0], None, "income"
    if "Travel" in by_kind:
        return by_kind["Travel"][-1], None, "onwards"
    return 0, None, "the only thing left"


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            seat = message["seat"]
            log("example agent: seat %d of %s, protocol %d"
                % (seat, message["players"], message["protocol"]))
        elif message["type"] == "turn":
            choice, plan, reason = pick(message)
            answer = {"id": message["id"], "choose": choice, "reason": reason}
            if plan is not None:
                answer["plan"] = plan
            print(json.dumps(answer), flush=True)
        elif message["type"] == "game_over":
            log("example agent: game over, scores %s" % message["scores"])
    log("example agent: input closed, bye")


if __name__ == "__main__":
    main()
