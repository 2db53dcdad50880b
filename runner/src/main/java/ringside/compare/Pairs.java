package ringside.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Two runs' results of one kind paired by their key (framework, variant, benchmark, CPU set): the pairs with the same
 * sizes and unit, the pairs of one key whose sizes or unit differ (refused, naming the difference), and the results
 * of one run only. Every kind of result is matched by this one rule.
 */
record Pairs<T>(List<Pair<T>> pairs, List<Refusal> refused, List<T> onlyInA, List<T> onlyInB) {

    Pairs {
        pairs = List.copyOf(pairs);
        refused = List.copyOf(refused);
        onlyInA = List.copyOf(onlyInA);
        onlyInB = List.copyOf(onlyInB);
    }

    /** A result of A and the same result of B. */
    record Pair<T>(T a, T b) {
    }

    /** What a result is matched by (its key) and must agree in to be compared (its sizes and its unit). */
    interface Shape<T> {
        RowKey key(T result);

        Map<String, String> sizes(T result);

        String unit(T result);
    }

    /** The pairs in A's order (the report's), then what only B has in B's. */
    static <T> Pairs<T> of(List<T> a, List<T> b, Shape<T> shape) {
        Map<RowKey, List<T>> inA = byKey(a, shape);
        Map<RowKey, List<T>> inB = byKey(b, shape);
        List<Pair<T>> pairs = new ArrayList<>();
        List<Refusal> refused = new ArrayList<>();
        List<T> onlyInA = new ArrayList<>();
        List<T> onlyInB = new ArrayList<>();
        inA.forEach((key, as) -> {
            List<T> leftA = new ArrayList<>(as);
            List<T> leftB = new ArrayList<>(inB.getOrDefault(key, List.of()));
            for (T ra : as) { // the same sizes and unit first
                leftB.stream().filter(rb -> same(ra, rb, shape)).findFirst().ifPresent(rb -> {
                    pairs.add(new Pair<>(ra, rb));
                    leftA.remove(ra);
                    leftB.remove(rb);
                });
            }
            int refusals = Math.min(leftA.size(), leftB.size());
            for (int i = 0; i < refusals; i++) {
                refused.add(new Refusal(key, differences(leftA.get(i), leftB.get(i), shape)));
            }
            onlyInA.addAll(leftA.subList(refusals, leftA.size()));
            onlyInB.addAll(leftB.subList(refusals, leftB.size()));
        });
        inB.forEach((key, bs) -> {
            if (!inA.containsKey(key)) {
                onlyInB.addAll(bs);
            }
        });
        return new Pairs<>(pairs, refused, onlyInA, onlyInB);
    }

    /** Results that can be compared: the same sizes (workers, hops, actors, rate, ...) and the same unit. */
    static <T> boolean same(T a, T b, Shape<T> shape) {
        return shape.sizes(a).equals(shape.sizes(b)) && shape.unit(a).equals(shape.unit(b));
    }

    /** "ringSize 1000000 in A, 10000 in B; unit ms/op in A, us/op in B": why two results of one key are not compared. */
    static <T> String differences(T a, T b, Shape<T> shape) {
        List<String> out = new ArrayList<>();
        Map<String, String> sizesA = shape.sizes(a);
        Map<String, String> sizesB = shape.sizes(b);
        TreeSet<String> names = new TreeSet<>(sizesA.keySet());
        names.addAll(sizesB.keySet());
        for (String name : names) {
            String inA = sizesA.getOrDefault(name, "none");
            String inB = sizesB.getOrDefault(name, "none");
            if (!inA.equals(inB)) {
                out.add(name + " " + inA + " in A, " + inB + " in B");
            }
        }
        if (!shape.unit(a).equals(shape.unit(b))) {
            out.add("unit " + shape.unit(a) + " in A, " + shape.unit(b) + " in B");
        }
        return String.join("; ", out);
    }

    private static <T> Map<RowKey, List<T>> byKey(List<T> results, Shape<T> shape) {
        Map<RowKey, List<T>> out = new LinkedHashMap<>();
        results.forEach(r -> out.computeIfAbsent(shape.key(r), k -> new ArrayList<>()).add(r));
        return out;
    }
}
