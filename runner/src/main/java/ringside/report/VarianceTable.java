package ringside.report;

import java.util.ArrayList;
import java.util.List;
import ringside.statistics.VarianceComponents;

/**
 * The report's section "Where the variance is": per timed result of two forks or more, how much its iterations vary
 * inside a fork and its fork means across forks, and the between-fork part's share of one iteration's variance
 * ({@link VarianceComponents}). Where that share is high, more forks narrow the interval and more iterations do not.
 */
final class VarianceTable {
    static final String HEADING = "Where the variance is";

    private VarianceTable() {
    }

    static void document(Document.Builder out, Report report) {
        List<List<String>> rows = new ArrayList<>();
        for (List<Measurement> group : report.table().groups()) {
            for (Measurement m : group) {
                if (m.samples().forks() < 2) {
                    continue;
                }
                VarianceComponents v = VarianceComponents.of(m.samples());
                rows.add(List.of(m.benchmark() + " on CPUs " + m.cpuSet(), report.name(m), Format.samples(m),
                        Format.percent(Math.sqrt(v.within()) / m.score()),
                        Format.percent(Math.sqrt(v.forkMeans()) / m.score()),
                        Format.percent(v.betweenShare())));
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        out.heading(2, HEADING);
        out.paragraph("Per result, the standard deviation of its iterations inside a fork and of its fork means across"
                + " forks, each as a share of the score, and the part of one iteration's variance that lies between"
                + " forks: the fork means' variance less what the iterations explain (Kalibera and Jones). Where that"
                + " share is high, the JVMs (or the machine while each ran) differ more than their iterations do:"
                + " more forks narrow the interval, more iterations per fork do not.");
        out.table(List.of("benchmark", "framework/variant", "n", "iterations' sd", "fork means' sd",
                "between forks"), rows);
    }
}
