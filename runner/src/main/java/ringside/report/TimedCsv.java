package ringside.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import ringside.declaration.Declarations;
import ringside.parameters.Parameter;

/** The timed results' rows and columns in results.csv ({@link ComparisonTable}'s, metric "time"). */
final class TimedCsv {
    /** results.csv: the means of the modes of a result whose JVMs settle apart, low to high, in its unit. */
    static final String MODE_SCORES = "mode_scores";
    /** results.csv: how many forks settled in each of those modes. */
    static final String MODE_FORKS = "mode_forks";
    /** results.csv: how many of a result's forks were still changing at the end of their warm-up (SteadyState). */
    static final String UNSETTLED_FORKS = "unsettled_forks";
    /** results.csv: why a result's error is above {@link WideReason#WIDE} of its score ({@link WideReason}). */
    static final String WIDE_BECAUSE = "wide_because";

    private TimedCsv() {
    }

    /**
     * The figures; where some result's JVMs settle in several modes, each mode's mean and forks; where some fork was
     * still changing at the end of its warm-up, each result's count of those; where some result's error is above
     * {@link WideReason#WIDE}, why (empty for the others). Only then, so other runs' CSV reads as before.
     */
    static List<String> figureColumns(ComparisonTable table) {
        List<String> columns = new ArrayList<>(List.of("ns_per_message", "bytes_per_message", "ratio_to_threads"));
        if (!table.severalModes().isEmpty()) {
            columns.addAll(List.of(MODE_SCORES, MODE_FORKS));
        }
        if (table.rows().stream().anyMatch(m -> m.samples().unsettled() > 0)) {
            columns.add(UNSETTLED_FORKS);
        }
        if (table.rows().stream().anyMatch(WideReason::wide)) {
            columns.add(WIDE_BECAUSE);
        }
        return columns;
    }

    /**
     * Every workload size a timed result may have; each row fills its own workload's. The sizes added with sieve,
     * select, big and stackDepth are columns only in a run that has them, so an older run's CSV reads as before.
     */
    static List<String> sizeColumns(List<Measurement> rows) {
        List<Parameter> always = Parameter.SIZES.subList(0, Parameter.SIZES.indexOf(Parameter.sieveLimit));
        return Parameter.SIZES.stream().filter(p -> always.contains(p) || rows.stream().anyMatch(m -> p
                == Parameter.stackDepth ? m.stackDepth() > 0 : m.sizes().containsKey(p.name())))
                .map(Parameter::name).toList();
    }

    /** One row per result (metric "time"). */
    static List<Map<String, String>> rows(ComparisonTable table, Marks marks) {
        List<String> sizeColumns = sizeColumns(table.rows());
        List<Map<String, String>> out = new ArrayList<>();
        for (Measurement m : table.rows()) {
            Map<String, String> row = ResultsCsv.row(m.cpuSet(), m.parallelism(), m.framework(), m.variant(),
                    m.workload().publicName(), "time", m.jdk());
            row.put("score", Format.csvNumber(m.score()));
            row.put("error", Format.csvNumber(m.error()));
            row.put("unit", m.unit());
            row.put("error_pct", Format.csvNumber(100 * m.relativeError()));
            row.put("forks", Integer.toString(m.forkScores().size()));
            row.put("iterations_per_fork", Format.iterationsPerFork(m));
            row.put("fork_scores", Format.forkScores(m, ";"));
            row.put("ns_per_message", Format.csvNumber(m.nsPerMessage()));
            row.put("bytes_per_message", Format.csvNumber(m.bytesPerMessage()));
            row.put("ratio_to_threads", table.ratioToBaseline(m).map(Format::csvNumber).orElse(""));
            if (m.modes().several()) {
                row.put(MODE_SCORES, m.modes().modes().stream().map(mode -> Format.csvNumber(mode.mean()))
                        .collect(Collectors.joining(";")));
                row.put(MODE_FORKS, m.modes().modes().stream().map(mode -> Integer.toString(mode.forks()))
                        .collect(Collectors.joining(";")));
            }
            row.put(UNSETTLED_FORKS, Integer.toString(m.samples().unsettled()));
            row.put(WIDE_BECAUSE, WideReason.text(m, marks.reference(m)));
            sizeColumns.forEach(s -> row.put(s, m.sizes().getOrDefault(s, "")));
            if (Declarations.takesStackDepth(m.workload()) && sizeColumns.contains(Parameter.stackDepth.name())) {
                row.put(Parameter.stackDepth.name(), Integer.toString(m.stackDepth())); // depth 0 too, in a sweep
            }
            out.add(row);
        }
        return out;
    }
}
