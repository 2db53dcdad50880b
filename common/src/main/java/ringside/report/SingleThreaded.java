package ringside.report;

import java.util.Set;

/**
 * The variants that declared themselves single-threaded (framework/variant labels, from the frameworks' own
 * descriptions): how the report names them, and where they take part in comparisons.
 */
record SingleThreaded(Set<String> labels) {

    SingleThreaded {
        labels = Set.copyOf(labels);
    }

    /** How the report names a result: framework/variant, marked when the variant uses one thread only. */
    String name(Measurement m) {
        return labels.contains(m.label()) ? m.label() + " (1 thread)" : m.label();
    }

    /**
     * False for a single-threaded variant on a CPU set of more than one CPU: it uses less than the others are
     * given, so it is listed but takes no part in verdicts and geometric means there.
     */
    boolean competes(Measurement m) {
        return m.parallelism() == 1 || !labels.contains(m.label());
    }
}
