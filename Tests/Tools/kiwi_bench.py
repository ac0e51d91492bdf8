"""The solver benchmark's systems in kiwisolver, for `make bench`. Prints an `overhead` line with
the binding's cost of one trivial call, then one `N build_s resolve_s` line for each N given on the
command line (default 100 1000 10000), the binding's overhead subtracted. The bench calls it once a
round and size, interleaved with its own rounds."""
import sys
import time

import kiwisolver as kiwi


def build(count):
    solver = kiwi.Solver()
    previous_right = kiwi.Variable("origin")
    solver.addConstraint(previous_right == 0)
    edit = kiwi.Variable("edit")
    solver.addEditVariable(edit, "strong")
    solver.suggestValue(edit, 100)
    calls = 4
    for index in range(count // 3):
        left, width, right = kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
        solver.addConstraint(left == previous_right + 8)
        solver.addConstraint(width >= 10)
        solver.addConstraint((width == edit * 0.5 + index % 7) | "medium")
        solver.addConstraint(right == left + width)
        previous_right = right
        calls += 4
    solver.updateVariables()
    return solver, edit, calls + 1


def overhead_per_call():
    solver = kiwi.Solver()
    variable = kiwi.Variable()
    solver.addEditVariable(variable, "strong")
    calls = 200000
    start = time.process_time()
    for _ in range(calls):
        solver.hasEditVariable(variable)
    return (time.process_time() - start) / calls


def main():
    overhead = overhead_per_call()
    print(f"overhead {overhead} 0")
    counts = [int(argument) for argument in sys.argv[1:]] or [100, 1000, 10000]
    for count in counts:
        repeats = 20 if count <= 100 else 1

        def timed_build():
            start = time.process_time()
            calls = 0
            for _ in range(repeats):
                calls += build(count)[2]
            return (time.process_time() - start - calls * overhead) / repeats

        build_time = timed_build()
        solver, edit, _ = build(count)
        iterations = 5 if count >= 10000 else 50

        def timed_resolve():
            start = time.process_time()
            value = 100
            for _ in range(iterations):
                value = 140 if value == 100 else 100
                solver.suggestValue(edit, value)
                solver.updateVariables()
            return (time.process_time() - start) / iterations - 2 * overhead

        print(f"{count} {build_time} {timed_resolve()}")


main()
