package ringside.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the frameworks' own descriptions say about their results, and so how the report names them and where they take
 * part in comparisons: the variants that declared themselves single-threaded (framework/variant labels), and the
 * references outside the JVM (framework name to its toolchain's version), which are listed and compared with the JVM
 * rows but never placed among them.
 */
record Marks(Set<String> singleThreaded, Map<String, String> references) {
    /** How the report marks a reference's rows. */
    static final String REFERENCE = "reference, outside the JVM";

    Marks {
        singleThreaded = Set.copyOf(singleThreaded);
        references = Collections.unmodifiableMap(new LinkedHashMap<>(references)); // env.json's order: reports stay byte-identical
    }

    Marks(Set<String> singleThreaded) {
        this(singleThreaded, Map.of());
    }

    /**
     * How the report names a result: framework/variant, marked when the variant uses one thread only, or when it is a
     * reference outside the JVM.
     */
    String name(Measurement m) {
        return reference(m) ? m.label() + " (" + REFERENCE + ")"
                : singleThreaded.contains(m.label()) ? m.label() + " (1 thread)" : m.label();
    }

    /** As {@link #name}, for a chart's narrow label column: a reference marked "(reference)" only. */
    String shortName(Measurement m) {
        return reference(m) ? m.label() + " (reference)" : name(m);
    }

    boolean reference(Measurement m) {
        return references.containsKey(m.framework());
    }

    /**
     * False for a reference (it has no place among the JVM frameworks), and for a single-threaded variant on a CPU set
     * of more than one CPU: it uses less than the others are given. Both are listed but take no part in verdicts,
     * places and geometric means.
     */
    boolean competes(Measurement m) {
        return !reference(m) && (m.parallelism() == 1 || !singleThreaded.contains(m.label()));
    }

    /** Why a listed result is not compared: "runs on one thread, so not compared on 2 CPUs", or the reference mark. */
    String whyNotCompared(Measurement m) {
        return reference(m) ? "a " + REFERENCE + " (" + references.get(m.framework()) + "), not placed among the"
                + " JVM frameworks" : "runs on one thread, so not compared on " + m.parallelism() + " CPUs";
    }
}
