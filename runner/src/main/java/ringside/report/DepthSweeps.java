package ringside.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import ringside.parameters.Parameter;
import ringside.statistics.ForkSamples;
import ringside.workload.Workload;

/** A timed workload run at several stack depths: how its cost grows with the depth, as a table and a chart. */
final class DepthSweeps {
    private DepthSweeps() {
    }

    /**
     * Per workload and CPU set run at more than one stackDepth (with the same other sizes): its results at every
     * depth, for the depth sweep's table and chart.
     */
    static Map<String, List<Measurement>> series(List<Measurement> rows) {
        Map<String, List<Measurement>> series = new LinkedHashMap<>();
        for (Measurement m : rows.stream().filter(Measurement::messagesRecorded).toList()) {
            series.computeIfAbsent(m.workload().publicName() + "|" + m.cpuSet() + "|" + m.parallelism(),
                    k -> new ArrayList<>()).add(m);
        }
        series.values().removeIf(list -> list.stream().map(Measurement::stackDepth).distinct().count() < 2
                || list.stream().map(DepthSweeps::sizesBesideDepth).distinct().count() > 1);
        return series;
    }

    /** A result's sizes without its stack depth: the depth sweep compares results that differ in their depth only. */
    private static Map<String, String> sizesBesideDepth(Measurement m) {
        Map<String, String> sizes = new LinkedHashMap<>(m.sizes());
        sizes.remove(Parameter.stackDepth.name());
        return sizes;
    }

    /** File name (under charts/) of the depth sweep of m's workload on its CPU set. */
    static String chart(Measurement m) {
        return m.workload().publicName() + "-stackDepth-cpus-" + m.cpuSet() + ".svg";
    }

    /**
     * Where a workload ran at several stack depths on a CPU set: how its cost grows with the depth, per variant, in
     * one table (ns per message at each depth, and the deepest relative to the shallowest) and one chart.
     */
    static void document(Document.Builder out, Report report, List<Measurement> rows, Workload workload) {
        for (List<Measurement> sweep : series(rows).values()) {
            Measurement first = sweep.get(0);
            if (first.workload() != workload) {
                continue;
            }
            List<Integer> depths = sweep.stream().map(Measurement::stackDepth).distinct().sorted().toList();
            out.heading(3, workload.publicName() + " on CPUs " + first.cpuSet() + ": cost against stackDepth");
            out.paragraph("ns per message at each stack depth (each depth its own benchmark, below), ± its "
                    + ForkSamples.LEVEL + " error; the last column is the deepest's time relative to the shallowest's,"
                    + " with the ratio's interval, a tie where it holds 1. Actors make their sends"
                    + " that deep, not their receives: see each framework's variants.");
            List<String> header = new ArrayList<>(List.of("framework/variant"));
            depths.forEach(d -> header.add("stackDepth " + d));
            header.add(depths.get(depths.size() - 1) + " vs " + depths.get(0));
            List<List<String>> cells = new ArrayList<>();
            Map<String, List<Measurement>> byLabel = new TreeMap<>();
            sweep.forEach(m -> byLabel.computeIfAbsent(m.label(), k -> new ArrayList<>()).add(m));
            byLabel.forEach((label, results) -> {
                List<String> line = new ArrayList<>(List.of(report.name(results.get(0))));
                for (int d : depths) {
                    line.add(results.stream().filter(m -> m.stackDepth() == d).findFirst()
                            .map(Format::nsPerMessageWithError).orElse("n/a"));
                }
                Optional<Measurement> shallow = results.stream().filter(m -> m.stackDepth() == depths.get(0))
                        .findFirst();
                Optional<Measurement> deep = results.stream()
                        .filter(m -> m.stackDepth() == depths.get(depths.size() - 1)).findFirst();
                line.add(shallow.isPresent() && deep.isPresent() ? depthRatio(shallow.get(), deep.get()) : "n/a");
                cells.add(line);
            });
            out.table(header, cells);
            report.chart(out, chart(first));
        }
    }

    /** The deepest's time relative to the shallowest's, with its interval; a tie where neither is decided faster. */
    private static String depthRatio(Measurement shallow, Measurement deep) {
        String ratio = Format.ratio(shallow.ratioTo(deep));
        return deep.decidedlyFaster(shallow) || shallow.decidedlyFaster(deep) ? ratio : ratio + " (a tie)";
    }
}
