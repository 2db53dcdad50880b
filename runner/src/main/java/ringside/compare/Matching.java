package ringside.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ringside.report.Format;
import ringside.report.Measurement;

/**
 * Two runs' timed rows side by side ({@link Pairs}): the rows both have with the same sizes and unit (compared), the
 * rows both have whose sizes or unit differ (refused, naming the difference), and the rows of one run only.
 */
record Matching(List<Row> rows, List<Refusal> refused, List<Measurement> onlyInA, List<Measurement> onlyInB) {

    /** A timed row is matched by its key, and compared when its sizes and unit agree. */
    static final Pairs.Shape<Measurement> TIMED = new Pairs.Shape<>() {
        @Override
        public RowKey key(Measurement m) {
            return RowKey.of(m);
        }

        @Override
        public Map<String, String> sizes(Measurement m) {
            return m.sizes();
        }

        @Override
        public String unit(Measurement m) {
            return m.unit();
        }
    };

    Matching {
        rows = List.copyOf(rows);
        refused = List.copyOf(refused);
        onlyInA = List.copyOf(onlyInA);
        onlyInB = List.copyOf(onlyInB);
    }

    /** The rows in A's order (the report's), then what only B has in B's. */
    static Matching of(List<Measurement> a, List<Measurement> b) {
        Pairs<Measurement> pairs = Pairs.of(a, b, TIMED);
        return new Matching(pairs.pairs().stream().map(p -> new Row(p.a(), p.b())).toList(), pairs.refused(),
                pairs.onlyInA(), pairs.onlyInB());
    }

    /**
     * The compared rows by what they ran, in order: "pingpong on CPUs 0 (pingPongCount=2000)" (the sizes, equal in
     * both runs, named once per group).
     */
    Map<String, List<Row>> groups() {
        Map<String, List<Row>> out = new LinkedHashMap<>();
        for (Row row : rows) {
            out.computeIfAbsent(what(row.a().benchmark(), row.a().cpuSet(), row.a().sizes()),
                    k -> new ArrayList<>()).add(row);
        }
        return out;
    }

    /** "pingpong on CPUs 0 (pingPongCount=2000)": what a group of compared results ran. */
    static String what(String benchmark, String cpuSet, Map<String, String> sizes) {
        String named = Format.sizes(sizes);
        return benchmark + " on CPUs " + cpuSet + (named.isEmpty() ? "" : " (" + named + ")");
    }

    /** How many compared rows read each way. */
    long count(Reading reading) {
        return rows.stream().filter(r -> r.reading() == reading).count();
    }
}
