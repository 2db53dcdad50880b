package ringside.report;

import ringside.statistics.ForkSamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.Stream;

/** Plain SVG charts (no script, no external resource), so the report opens offline and the files stand alone. */
public final class Charts {
    /** What every dot chart draws, as its legend says it. */
    private static final String DOT_AND_LINE = "(dot: mean; line: " + ForkSamples.LEVEL + " confidence interval)";

    /** One colour each for up to 24 variants in a report (a default run has 20 and 3 references): none repeats. */
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#1b9e77", "#7570b3", "#a0cbe8", "#ffbe7d", "#8cd17d", "#b6992d",
        "#499894", "#d37295", "#d4a6c8", "#e7298a", "#66a61e", "#79706e", "#1f3f7a", "#8c564b"};
    static final int WIDTH = 800;
    /** Room for the longest name, "kilim/mailbox-forkjoin" or one marked "(1 thread)". */
    static final int LABEL = 210;
    private static final int ROW = 24;

    private Charts() {
    }

    /**
     * Per variant a dot at its mean ns per message and a line over its 95% confidence interval, on a log axis:
     * variants differ by factors (at one CPU 40 ns beside platform threads' 5,000), and a linear axis flattens the
     * fast ones into slivers. Dots, not bars: on a log axis a bar's length depends on where the axis happens to
     * start, a dot's place does not. A result not compared here (single-threaded, or a reference outside the JVM)
     * has a hollow dot.
     */
    static String perMessage(String title, List<Measurement> group, List<String> labels,
            Marks marks) {
        List<Dot> dots = new ArrayList<>();
        boolean hollow = false;
        boolean references = false;
        boolean modes = false;
        for (Measurement m : group) {
            boolean compared = marks.competes(m);
            hollow |= !compared && !marks.reference(m);
            references |= marks.reference(m);
            modes |= m.modes().several();
            String per = " ns/" + Format.countedUnit(m.workload());
            dots.add(new Dot(marks.shortName(m), colour(m.label(), labels), m.nsPerMessage(),
                    m.nsPerMessage() * m.relativeError(), compared,
                    fmt(m.nsPerMessage()) + per + " ± " + Format.percent(m.relativeError()),
                    modeMarks(m, per)));
        }
        String per = Format.countedUnit(group.get(0).workload()).equals("actor") ? "actor" : "message";
        String hollowDots = String.join("; ", Stream.of(hollow ? "runs on one thread, so not compared on "
                        + group.get(0).parallelism() + " CPUs" : "", references ? "(reference): " + Marks.REFERENCE
                        + ", not placed" : "").filter(s -> !s.isEmpty()).map(s -> "hollow dot: " + s).toList());
        return dots(title, dots, "ns per " + per + ", log scale, lower is better " + DOT_AND_LINE,
                Stream.of(hollowDots, modes ? "triangles: where its JVMs settled, for a result whose fork means form"
                        + " separate modes (forks on hover)" : "").filter(s -> !s.isEmpty()).toList());
    }

    /** Where a result's JVMs settle in several modes, a mark per mode at its mean, its forks in the tooltip. */
    private static List<ModeMark> modeMarks(Measurement m, String per) {
        if (!m.modes().several()) {
            return List.of();
        }
        return m.modes().modes().stream().map(mode -> {
            double value = m.nsPerMessage() * mode.mean() / m.score();
            return new ModeMark(value, m.label() + ": " + mode.forks() + " of " + m.samples().forks()
                    + " forks settled at " + Format.mode(m, mode) + "/op (" + fmt(value) + per + ")");
        }).toList();
    }

    /**
     * Per variant a dot at its heap bytes per idle actor (the ranked figure) with the 95% interval, on a log axis;
     * the off-heap figure in the label: a platform thread costs tens of kilobytes off the heap, hundreds of bytes on it.
     */
    static String footprint(String title, List<Footprint> group, List<String> labels) {
        List<Dot> dots = new ArrayList<>();
        for (Footprint f : group) {
            dots.add(new Dot(f.label(), colour(f.label(), labels), f.heap().mean(), f.heap().error(), true,
                    String.format(Locale.ROOT, "%,.0f B (off-heap %,.0f)", f.heap().mean(), f.offHeap().mean())));
        }
        return dots(title, dots, "heap bytes per idle actor, log scale, lower is better " + DOT_AND_LINE,
                List.of());
    }

    /**
     * Per offered rate a panel, one line per variant across its percentiles (p50 .. max), on one log latency axis
     * shared by the panels: tails differ from medians by factors, and a linear axis would hide the medians. Each
     * result's own send lateness and errors are in its table row.
     */
    static String latency(String title, List<Latency> group, List<String> labels, Set<String> references) {
        TreeMap<Integer, List<Latency>> byRate = new TreeMap<>();
        List<Double> values = new ArrayList<>();
        for (Latency l : group) {
            byRate.computeIfAbsent(l.rate(), k -> new ArrayList<>()).add(l);
            l.percentiles().forEach(p -> values.add(p.mean()));
        }
        LogScale scale = LogScale.spanning(values, 0);
        int left = 70;
        int plotW = WIDTH - left - LABEL - 20;
        int plotH = 200;
        int panel = plotH + 70;
        StringBuilder svg = header(40 + panel * byRate.size() + 20, title);
        DoubleUnaryOperator xOf = i -> left + plotW * i / (Latency.PERCENTILES.size() - 1);
        int top = 60;
        for (Map.Entry<Integer, List<Latency>> rate : byRate.entrySet()) {
            int panelTop = top;
            DoubleUnaryOperator yOf = v -> panelTop + plotH - plotH * scale.fraction(v);
            svg.append(text(12, top - 14, "start", String.format(Locale.ROOT, "%,d requests/s offered: microseconds"
                    + " from the intended send to the reply, log scale (lower is better; dotted: behind the rate)",
                    rate.getKey())));
            List<Double> grid = new ArrayList<>(scale.decades());
            if (grid.size() < 2) {
                grid.addAll(scale.steps());
            }
            for (double v : grid) {
                double y = yOf.applyAsDouble(v);
                svg.append(String.format(Locale.ROOT, "<path d=\"M%d %.1fH%d\" stroke=\"#ddd\"/>%n", left, y,
                        left + plotW));
                svg.append(text(left - 6, (int) y + 4, "end", tick(v)));
            }
            for (int i = 0; i < Latency.PERCENTILES.size(); i++) {
                svg.append(text((int) Math.round(xOf.applyAsDouble(i)), top + plotH + 18, "middle",
                        Latency.PERCENTILES.get(i)));
            }
            int legendY = top;
            for (Latency l : rate.getValue()) {
                String colour = colour(l.label(), labels);
                StringBuilder d = new StringBuilder();
                for (int i = 0; i < l.percentiles().size(); i++) {
                    double x = xOf.applyAsDouble(i);
                    double y = yOf.applyAsDouble(l.percentiles().get(i).mean());
                    d.append(d.length() == 0 ? "M" : "L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                    svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n",
                            x, y, colour));
                }
                svg.append(String.format("<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>%n", d,
                        colour, l.keepsUp() ? "" : " stroke-dasharray=\"2 3\""));
                svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                        left + plotW + 16, legendY, colour));
                svg.append(text(left + plotW + 34, legendY + 11, "start", l.label()
                        + (references.contains(l.framework()) ? " (reference)" : "") + (l.keepsUp() ? ""
                        : " (behind)")));
                legendY += 18;
            }
            top += panel;
        }
        return svg.append("</svg>\n").toString();
    }

    /**
     * httpThroughput at one connection count: per variant a dot at its mean requests per second and a line over its
     * 95% interval, on a log axis as the other dot charts (variants differ by factors).
     */
    static String requestsPerSecond(String title, List<HttpThroughput> group, List<String> labels,
            Set<String> references) {
        List<Dot> dots = new ArrayList<>();
        boolean anyReference = false;
        for (HttpThroughput t : group) {
            Footprint.Figure f = t.requestsPerSecond();
            boolean reference = references.contains(t.framework());
            anyReference |= reference;
            dots.add(new Dot(reference ? t.label() + " (reference)" : t.label(), colour(t.label(), labels), f.mean(),
                    f.error(), !reference, Format.withError(f, Format::whole) + " req/s"));
        }
        return dots(title, dots, "requests per second, closed loop, log scale, higher is better " + DOT_AND_LINE,
                anyReference ? List.of("hollow dot: (reference): " + Marks.REFERENCE
                        + ", not placed") : List.of());
    }

    /** A mode of a result drawn beside its mean: its value, and the tooltip that says how many forks settled there. */
    private record ModeMark(double value, String tooltip) {
    }

    /**
     * One row of a dot chart: the value, its error (NaN: none), the text printed right of the plot, and its modes
     * (none unless its JVMs settle apart).
     */
    private record Dot(String name, String colour, double value, double error, boolean filled, String text,
            List<ModeMark> modes) {
        Dot(String name, String colour, double value, double error, boolean filled, String text) {
            this(name, colour, value, error, filled, text, List.of());
        }

        double low() {
            return value - error;
        }

        double high() {
            return value + error;
        }
    }

    /** Dots with interval lines on a log axis, one row each, in the given order; under the caption, a line per note. */
    private static String dots(String title, List<Dot> rows, String caption, List<String> notes) {
        List<Double> values = new ArrayList<>();
        for (Dot d : rows) {
            values.add(d.value());
            if (!Double.isNaN(d.error())) {
                values.add(d.low());
                values.add(d.high());
            }
            d.modes().forEach(mode -> values.add(mode.value()));
        }
        double smallest = rows.stream().mapToDouble(Dot::value).min().orElse(1);
        LogScale scale = LogScale.spanning(values, smallest / 10);
        int right = WIDTH - 180;
        int top = 36;
        int bottom = top + rows.size() * ROW;
        DoubleUnaryOperator xOf = v -> LABEL + (right - LABEL) * scale.fraction(v);
        StringBuilder svg = header(bottom + 64 + 18 * Math.max(0, notes.size() - 1), title);
        boolean fewDecades = scale.decades().size() < 2; // then the 2s and 5s carry labels too
        for (double v : scale.steps()) {
            double x = xOf.applyAsDouble(v);
            svg.append(line(x, top, bottom, "#eee"));
            if (fewDecades) {
                svg.append(text((int) Math.round(x), bottom + 16, "middle", tick(v)));
            }
        }
        for (double v : scale.decades()) {
            double x = xOf.applyAsDouble(v);
            svg.append(line(x, top, bottom, "#bbb"));
            svg.append(text((int) Math.round(x), bottom + 16, "middle", tick(v)));
        }
        int y = top;
        for (Dot d : rows) {
            int mid = y + ROW / 2;
            svg.append(String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"end\"%s>%s</text>%n", LABEL - 10, mid + 4,
                    d.filled() ? "" : " fill=\"#666\"", Xml.escape(d.name())));
            if (!Double.isNaN(d.error())) {
                boolean clipped = d.low() <= scale.lo(); // runs off the left edge: no cap there
                double lo = xOf.applyAsDouble(d.low());
                double hi = xOf.applyAsDouble(d.high());
                String caps = String.format(Locale.ROOT, "M%.1f %dV%d", hi, mid - 5, mid + 5)
                        + (clipped ? "" : String.format(Locale.ROOT, "M%.1f %dV%d", lo, mid - 5, mid + 5));
                svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %dH%.1f%s\" stroke=\"%s\" "
                        + "stroke-width=\"2\"/>%n", lo, mid, hi, caps, d.colour()));
            }
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"5\" fill=\"%s\" stroke=\"%s\" "
                    + "stroke-width=\"2\"/>%n", xOf.applyAsDouble(d.value()), mid, d.filled() ? d.colour() : "white",
                    d.colour()));
            for (ModeMark mode : d.modes()) { // a triangle above the line, pointing down at the mode's mean
                double x = xOf.applyAsDouble(mode.value());
                svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %dL%.1f %dL%.1f %dZ\" fill=\"%s\" "
                        + "stroke=\"#333\" stroke-width=\"0.5\"><title>%s</title></path>%n", x - 4, mid - 11, x + 4,
                        mid - 11, x, mid - 3, d.colour(), Xml.escape(mode.tooltip())));
            }
            svg.append(text(right + 12, mid + 4, "start", d.text()));
            y += ROW;
        }
        svg.append(String.format("<path d=\"M%d %dH%d\" stroke=\"#444\"/>%n", LABEL, bottom, right));
        svg.append(text(LABEL, bottom + 34, "start", caption));
        for (int i = 0; i < notes.size(); i++) {
            svg.append(text(LABEL, bottom + 52 + 18 * i, "start", notes.get(i)));
        }
        return svg.append("</svg>\n").toString();
    }

    public static StringBuilder header(int height, String title) {
        StringBuilder svg = new StringBuilder(String.format(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, height, WIDTH, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(String.format("<text x=\"12\" y=\"20\" font-size=\"14\" font-weight=\"bold\">%s</text>%n",
                Xml.escape(title)));
        return svg;
    }

    public static String line(double x, int top, int bottom, String colour) {
        return String.format(Locale.ROOT, "<path d=\"M%.1f %dV%d\" stroke=\"%s\"/>%n", x, top, bottom, colour);
    }

    public static String text(int x, int y, String anchor, String s) {
        return String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"%s\">%s</text>%n", x, y, anchor, Xml.escape(s));
    }

    /** A colour per framework/variant, the same in every chart of a report (labels: all of the report's). */
    static String colour(String label, List<String> labels) {
        return COLOURS[Math.max(0, labels.indexOf(label)) % COLOURS.length];
    }

    private static String fmt(double v) {
        return v >= 100 || v == 0 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    /** An axis label: 0.1, 0.5, 1, 20, 1,000. */
    public static String tick(double v) {
        return v >= 1 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1g", v);
    }
}
