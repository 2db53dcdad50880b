package ringside.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ringside.statistics.ForkSamples;
import ringside.output.OutputLayout;
import ringside.report.Document;
import ringside.report.Format;
import ringside.report.Measurement;

/**
 * What a comparison says, in order, built once as the report's {@link Document} and rendered by its renderers: the
 * environments' differences first, a summary, the chart of ratios, the timed rows by what they ran, the figures of
 * footprint, latency and remote, then the rows of one run only and the rows refused.
 */
final class CompareDocument {
    static final String TITLE = "Ringside comparison: B against A";

    private final Comparison comparison;
    private final Document.Builder out = new Document.Builder();
    /** The level of the sections' headings: 2 on the page, deeper inside a docs page. */
    private final int level;

    private CompareDocument(Comparison comparison, int level) {
        this.comparison = comparison;
        this.level = level;
    }

    /** The whole page: title, chart and all (compare.md, compare.html). */
    static Document page(Comparison comparison) {
        CompareDocument doc = new CompareDocument(comparison, 2);
        doc.out.heading(1, TITLE);
        return doc.build(true);
    }

    /** The same without title and chart, its sections at {@code level}: a generated block of the docs. */
    static Document block(Comparison comparison, int level) {
        return new CompareDocument(comparison, level).build(false);
    }

    private Document build(boolean chart) {
        Side a = comparison.a();
        Side b = comparison.b();
        out.paragraph("A: " + described(a) + ". B: " + described(b) + ".");
        out.paragraph("Each row is one framework variant on one workload, sizes and CPU set, measured in both runs."
                + " B/A is B's time over A's: below 1, B is faster. Its " + ForkSamples.LEVEL + " interval rests on"
                + " each side's fork means (Student's t on the log of the ratio, Welch's degrees of freedom). A row"
                + " reads faster or slower only when that interval leaves out 1: the rule of the report's verdicts."
                + " Otherwise it reads no measured difference. Footprint, latency and remote"
                + " results are compared figure by figure by the same rule, after the timed rows.");
        if (a.quick() && b.quick()) {
            out.paragraph("A and B are quick runs (quick=1): smoke tests, whose numbers are not findings, and neither"
                    + " are their ratios.");
        } else if (a.quick() || b.quick()) {
            out.paragraph((a.quick() ? "A" : "B") + " is a quick run (quick=1): a smoke test, whose numbers are not"
                    + " findings, and neither are the ratios to it.");
        }
        differences();
        summary();
        Map<String, List<Row>> groups = comparison.matching().groups();
        if (chart && !groups.isEmpty()) {
            out.heading(level, "Ratios B/A");
            out.chart(OutputLayout.COMPARE_CHART, RatioChart.svg("B/A per row: below 1, B is faster", groups));
        }
        rows(groups);
        figures();
        onlyInOneRun();
        refused();
        return out.build(TITLE);
    }

    /** "the run 20261202-010000, started ..., suite commit abc1234". */
    private static String described(Side side) {
        return "the run " + side.folder().getFileName() + (side.env().recorded() ? ", started "
                + side.env().text("started") + ", suite commit " + side.env().text("commit") : " (no env.json)");
    }

    private void differences() {
        out.heading(level, "What differs between the runs");
        if (!comparison.environmentsRecorded()) {
            out.paragraph(List.of(comparison.a(), comparison.b()).stream().filter(s -> !s.env().recorded())
                    .map(Side::name).reduce((x, y) -> x + " and " + y).orElseThrow() + " recorded no env.json: the"
                    + " JDK, framework versions, machine and parameters cannot be compared.");
            return;
        }
        if (comparison.differences().isEmpty()) {
            out.paragraph("No difference: the same JDK, framework versions, build, machine, CPU sets, parameters and"
                    + " suite commit.");
            return;
        }
        out.table(List.of("what", "A", "B"), comparison.differences().stream()
                .map(d -> List.of(d.what(), d.a(), d.b())).toList());
    }

    private void summary() {
        Matching m = comparison.matching();
        out.heading(level, "Summary");
        List<String> items = new ArrayList<>();
        Pairs<FigureResult> f = comparison.figures();
        List<FigureRow.Compared> figures = comparison.comparedFigures();
        if (!m.rows().isEmpty() || figures.isEmpty()) {
            items.add(rows(m.rows().size()) + " compared: " + m.count(Reading.FASTER) + " faster in B, "
                    + m.count(Reading.SLOWER) + " slower in B, " + m.count(Reading.NO_DIFFERENCE) + " "
                    + Reading.NO_DIFFERENCE.text() + (m.count(Reading.NO_ESTIMATE) == 0 ? ""
                            : ", " + m.count(Reading.NO_ESTIMATE) + " with " + Reading.NO_ESTIMATE.text()));
            RunShift.of(m.rows()).ifPresent(shift -> items.add(shift.text()));
        }
        if (!figures.isEmpty()) {
            items.add(figures.size() + " figures of footprint, latency and remote compared (" + rows(f.pairs().size())
                    + "): " + count(figures, Reading.FASTER) + " faster in B, " + count(figures, Reading.SLOWER)
                    + " slower in B, " + count(figures, Reading.SMALLER) + " smaller in B, "
                    + count(figures, Reading.LARGER) + " larger in B, " + count(figures, Reading.NO_DIFFERENCE) + " "
                    + Reading.NO_DIFFERENCE.text() + (count(figures, Reading.NO_ESTIMATE) == 0 ? ""
                            : ", " + count(figures, Reading.NO_ESTIMATE) + " with " + Reading.NO_ESTIMATE.text()));
        }
        int onlyInA = m.onlyInA().size() + f.onlyInA().size();
        int onlyInB = m.onlyInB().size() + f.onlyInB().size();
        if (onlyInA > 0 || onlyInB > 0) {
            items.add(rows(onlyInA) + " in A only, " + onlyInB + " in B only");
        }
        int refused = m.refused().size() + f.refused().size();
        if (refused > 0) {
            items.add(rows(refused) + " not compared: their sizes or units differ");
        }
        out.list(items);
    }

    private static long count(List<FigureRow.Compared> figures, Reading reading) {
        return figures.stream().filter(c -> c.reading() == reading).count();
    }

    /**
     * Footprint, latency and remote results, by what they ran: a line per figure, with A's and B's figure, the ratio
     * B/A, its interval and its reading. Figures without an interval are said to be so, and read neither way.
     */
    private void figures() {
        Map<String, List<FigureRow>> groups = comparison.figureGroups();
        if (groups.isEmpty()) {
            return;
        }
        out.heading(level, "Footprint, latency and remote");
        out.paragraph("Each figure as its report's table shows it, the mean over measured ops with its "
                + ForkSamples.LEVEL + " error over fork means, and B/A its ratio with the " + ForkSamples.LEVEL
                + " interval of that ratio. A latency, a lateness"
                + " or bytes per actor: below 1, B is faster (or smaller). A rate (achieved, messages, megabytes per"
                + " second): above 1, B is faster. A figure reads faster, slower, smaller or larger only where the"
                + " ratio's interval leaves out 1.");
        long unestimated = count(comparison.comparedFigures(), Reading.NO_ESTIMATE);
        if (unestimated > 0) {
            out.paragraph(unestimated + (unestimated == 1 ? " figure carries" : " figures carry") + " no interval in"
                    + " the stored results (a single measured op, or a figure one run did not record): its ratio is"
                    + " shown where there is one, and it is read as neither faster nor slower, smaller nor larger.");
        }
        groups.forEach((what, rows) -> {
            out.heading(level + 1, what);
            List<List<String>> cells = new ArrayList<>();
            for (FigureRow row : rows) {
                for (FigureRow.Compared c : row.figures()) {
                    cells.add(List.of(row.a().key().label(), c.a().title(), c.a().spelled(), c.b().spelled(),
                            Format.ratio(c.ratio().value()), CompareFormat.interval(c.ratio()), c.reading().text()));
                }
            }
            out.table(List.of("framework/variant", "figure", "A", "B", "B/A", "B/A interval", "reading"), cells);
        });
    }

    private void rows(Map<String, List<Row>> groups) {
        if (groups.isEmpty()) {
            return;
        }
        out.heading(level, "Rows");
        groups.forEach((what, rows) -> {
            out.heading(level + 1, what);
            boolean notes = rows.stream().anyMatch(r -> !r.note().isEmpty());
            List<String> header = new ArrayList<>(List.of("framework/variant", "A", "B", "B/A", "B/A interval",
                    "reading"));
            if (notes) {
                header.add("note");
            }
            out.table(header, rows.stream().map(r -> {
                List<String> cells = new ArrayList<>(List.of(r.a().label(), Format.score(r.a()), Format.score(r.b()),
                        Format.ratio(r.ratio().value()), CompareFormat.interval(r.ratio()), r.reading().text()));
                if (notes) {
                    cells.add(r.note());
                }
                return (List<String>) cells;
            }).toList());
        });
    }

    private void onlyInOneRun() {
        Matching m = comparison.matching();
        Pairs<FigureResult> f = comparison.figures();
        List<String> items = new ArrayList<>();
        m.onlyInA().forEach(r -> items.add("in A only: " + named(r)));
        f.onlyInA().forEach(r -> items.add("in A only: " + named(r)));
        m.onlyInB().forEach(r -> items.add("in B only: " + named(r)));
        f.onlyInB().forEach(r -> items.add("in B only: " + named(r)));
        if (items.isEmpty()) {
            return;
        }
        out.heading(level, "Rows in one run only");
        out.list(items);
    }

    private void refused() {
        List<Refusal> refused = new ArrayList<>(comparison.matching().refused());
        refused.addAll(comparison.figures().refused());
        if (refused.isEmpty()) {
            return;
        }
        out.heading(level, "Rows not compared");
        out.paragraph("Both runs have these rows, with different sizes or units: a ratio of them would measure the"
                + " change of size, not of the run.");
        out.list(refused.stream().map(r -> r.key() + ": " + r.reason()).toList());
    }

    /** "1 row", "3 rows". */
    static String rows(int n) {
        return n + (n == 1 ? " row" : " rows");
    }

    /** "pekko/typed ring on CPUs 0 (ringSize=10000 workerCount=503)". */
    static String named(Measurement m) {
        return named(RowKey.of(m), m.sizes());
    }

    /** "loom/threads footprint on CPUs 0 (footprintActors=10000)". */
    static String named(FigureResult r) {
        return named(r.key(), r.sizes());
    }

    private static String named(RowKey key, Map<String, String> sizes) {
        String named = Format.sizes(sizes);
        return key + (named.isEmpty() ? "" : " (" + named + ")");
    }
}
