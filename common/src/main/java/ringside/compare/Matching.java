package ringside.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import ringside.report.Format;
import ringside.report.Measurement;

/**
 * Two runs' timed rows side by side: the rows both have with the same sizes and unit (compared), the rows both have
 * whose sizes or unit differ (refused, naming the difference), and the rows of one run only.
 */
record Matching(List<Row> rows, List<Refusal> refused, List<Measurement> onlyInA, List<Measurement> onlyInB) {

    Matching {
        rows = List.copyOf(rows);
        refused = List.copyOf(refused);
        onlyInA = List.copyOf(onlyInA);
        onlyInB = List.copyOf(onlyInB);
    }

    /** The rows in A's order (the report's), then what only B has in B's. */
    static Matching of(List<Measurement> a, List<Measurement> b) {
        Map<RowKey, List<Measurement>> inA = byKey(a);
        Map<RowKey, List<Measurement>> inB = byKey(b);
        List<Row> rows = new ArrayList<>();
        List<Refusal> refused = new ArrayList<>();
        List<Measurement> onlyInA = new ArrayList<>();
        List<Measurement> onlyInB = new ArrayList<>();
        inA.forEach((key, as) -> {
            List<Measurement> leftA = new ArrayList<>(as);
            List<Measurement> leftB = new ArrayList<>(inB.getOrDefault(key, List.of()));
            for (Measurement ma : as) { // the same sizes and unit first
                leftB.stream().filter(mb -> same(ma, mb)).findFirst().ifPresent(mb -> {
                    rows.add(new Row(ma, mb));
                    leftA.remove(ma);
                    leftB.remove(mb);
                });
            }
            int pairs = Math.min(leftA.size(), leftB.size());
            for (int i = 0; i < pairs; i++) {
                refused.add(new Refusal(key, differences(leftA.get(i), leftB.get(i))));
            }
            onlyInA.addAll(leftA.subList(pairs, leftA.size()));
            onlyInB.addAll(leftB.subList(pairs, leftB.size()));
        });
        inB.forEach((key, bs) -> {
            if (!inA.containsKey(key)) {
                onlyInB.addAll(bs);
            }
        });
        return new Matching(rows, refused, onlyInA, onlyInB);
    }

    /** Rows that can be compared: the same sizes (workers, hops, messages, ...) and the same unit. */
    static boolean same(Measurement a, Measurement b) {
        return a.sizes().equals(b.sizes()) && a.unit().equals(b.unit());
    }

    /** "ringSize 1000000 in A, 10000 in B; unit ms/op in A, us/op in B": why two rows of one key are not compared. */
    static String differences(Measurement a, Measurement b) {
        List<String> out = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(a.sizes().keySet());
        names.addAll(b.sizes().keySet());
        for (String name : names) {
            String inA = a.sizes().getOrDefault(name, "none");
            String inB = b.sizes().getOrDefault(name, "none");
            if (!inA.equals(inB)) {
                out.add(name + " " + inA + " in A, " + inB + " in B");
            }
        }
        if (!a.unit().equals(b.unit())) {
            out.add("unit " + a.unit() + " in A, " + b.unit() + " in B");
        }
        return String.join("; ", out);
    }

    private static Map<RowKey, List<Measurement>> byKey(List<Measurement> rows) {
        Map<RowKey, List<Measurement>> out = new LinkedHashMap<>();
        rows.forEach(m -> out.computeIfAbsent(RowKey.of(m), k -> new ArrayList<>()).add(m));
        return out;
    }

    /**
     * The compared rows by what they ran, in order: "pingpong on CPUs 0 (pingPongCount=2000)" (the sizes, equal in
     * both runs, named once per group).
     */
    Map<String, List<Row>> groups() {
        Map<String, List<Row>> out = new LinkedHashMap<>();
        for (Row row : rows) {
            String sizes = Format.sizes(row.a().sizes());
            out.computeIfAbsent(row.a().benchmark() + " on CPUs " + row.a().cpuSet()
                    + (sizes.isEmpty() ? "" : " (" + sizes + ")"), k -> new ArrayList<>()).add(row);
        }
        return out;
    }

    /** How many compared rows read each way. */
    long count(Reading reading) {
        return rows.stream().filter(r -> r.reading() == reading).count();
    }
}
