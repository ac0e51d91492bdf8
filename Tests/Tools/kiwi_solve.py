"""Solves the systems of the differential test with kiwisolver.

Reads JSON from the file named first: {"systems": [{"variables": N, "constraints": [{"terms":
[[index, coefficient], ...], "constant": c, "op": "<=" | "==" | ">=", "strength": s}]}]}, meaning
sum(terms) + constant OP 0, added in order. Writes {"results": [{"values": [...], "rejected": [...]}]}
to the file named second; "rejected" lists the constraints kiwisolver refused as unsatisfiable.
"""
import json
import os
import sys

import kiwisolver as kiwi


def solve(system):
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    rejected = []
    for index, spec in enumerate(system["constraints"]):
        expression = spec["constant"]
        for variable, coefficient in spec["terms"]:
            expression = expression + variables[int(variable)] * coefficient
        if spec["op"] == "==":
            constraint = expression == 0
        elif spec["op"] == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        try:
            solver.addConstraint(constraint | spec["strength"])
        except kiwi.UnsatisfiableConstraint:
            rejected.append(index)
    solver.updateVariables()
    return {"values": [v.value() for v in variables], "rejected": rejected}


def solve_in_child(systems):
    """kiwisolver aborts the whole process on its internal errors, so systems are solved in a
    forked child; returns None when the child died."""
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(reader)
        with os.fdopen(writer, "w") as pipe:
            json.dump([solve(system) for system in systems], pipe)
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader) as pipe:
        text = pipe.read()
    _, status = os.waitpid(child, 0)
    return json.loads(text) if status == 0 and text else None


def solve_all(systems, batch=100):
    """Batches in one child each; a batch whose child died is redone one system a child, so a
    failing system is reported as such and the rest still get answers."""
    results = []
    for start in range(0, len(systems), batch):
        chunk = systems[start:start + batch]
        answers = solve_in_child(chunk)
        if answers is None:
            answers = []
            for system in chunk:
                single = solve_in_child([system])
                answers.append(single[0] if single else
                               {"values": [], "rejected": [], "error": "kiwisolver failed internally"})
        results.extend(answers)
    return results


def main():
    with open(sys.argv[1]) as source:
        systems = json.load(source)["systems"]
    with open(sys.argv[2], "w") as target:
        json.dump({"results": solve_all(systems)}, target)


main()
