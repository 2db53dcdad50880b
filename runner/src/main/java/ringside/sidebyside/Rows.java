package ringside.sidebyside;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.declaration.Declarations;
import ringside.parameters.ParameterException;
import ringside.workload.Workload;

/**
 * The side-by-side rows, in the order the table lists them: each workload's, as its declaration lists them, in the
 * workloads' order.
 */
public final class Rows {
    public static final List<Row> ALL = Arrays.stream(Workload.values()).flatMap(w -> Declarations.of(w)
            .sideBySideRows().stream().map(r -> new Row(r.name(), r.framework(), w, r.variant(), r.programMain(),
                    r.programOptions(), r.programJvmArgs(), r.program(), r.stackDepth()))).toList();

    private Rows() {
    }

    /**
     * The rows of the selected frameworks, workloads and variants (none: all), a ring or ping-pong row only when the
     * run's stackDepth names its depth (so the default run, at depth 0, has the rows it had before depths); refused
     * when that leaves none, naming the rows there are.
     */
    static List<Row> select(List<String> frameworks, List<Workload> workloads, List<String> variants,
            List<Integer> stackDepths) {
        List<Row> selected = ALL.stream().filter(r -> frameworks.contains(r.framework())
                && workloads.contains(r.workload()) && (variants.isEmpty() || variants.contains(r.variant()))
                && (!Declarations.takesStackDepth(r.workload()) || stackDepths.contains(r.stackDepth())))
                .toList();
        if (selected.isEmpty()) {
            throw new ParameterException("frameworks, benchmarks, variants, stackDepth: they select no side-by-side"
                    + " row; the rows are " + ALL.stream().map(r -> r.name() + " (" + r.framework() + ", "
                            + Declarations.name(r.workload(), r.stackDepth()) + ", " + r.variant() + ")")
                            .collect(Collectors.joining(", ")));
        }
        return selected;
    }

    /** The row of this name, for reading a stored run; empty when the suite no longer has it. */
    static Optional<Row> named(String name) {
        return ALL.stream().filter(r -> r.name().equals(name)).findFirst();
    }
}
