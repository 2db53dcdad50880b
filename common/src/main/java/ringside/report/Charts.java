package ringside.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntFunction;

/** Plain SVG charts (no script, no external resource), so the report opens offline and the files stand alone. */
public final class Charts {
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};
    private static final int WIDTH = 760;
    private static final int LABEL = 190;
    private static final int BAR = 22;

    private Charts() {
    }

    /** Horizontal bars of the mean time per op in ms, with the error interval drawn over each bar. */
    public static String bars(String title, List<Measurement> group, List<String> labels) {
        double max = group.stream().mapToDouble(m -> ms(m.scoreNanos() + safe(m.errorNanos()))).max().orElse(1);
        double scale = (WIDTH - LABEL - 90) / niceCeiling(max);
        int height = 40 + group.size() * (BAR + 8) + 50;
        StringBuilder svg = header(height, title);
        int y = 40;
        for (Measurement m : group) {
            double w = ms(m.scoreNanos()) * scale;
            svg.append(text(LABEL - 8, y + 15, "end", m.label()));
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n",
                    LABEL, y, w, BAR, colour(m.label(), labels)));
            if (!Double.isNaN(m.error())) {
                double lo = LABEL + Math.max(0, ms(m.scoreNanos() - m.errorNanos())) * scale;
                double hi = LABEL + ms(m.scoreNanos() + m.errorNanos()) * scale;
                double mid = y + BAR / 2.0;
                svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1fH%.1fM%.1f %dV%dM%.1f %dV%d\" "
                        + "stroke=\"#222\" stroke-width=\"1.5\"/>%n", lo, mid, hi, lo, y + 5, y + BAR - 5, hi, y + 5,
                        y + BAR - 5));
            }
            double end = Double.isNaN(m.error()) ? w : Math.max(w, ms(m.scoreNanos() + m.errorNanos()) * scale);
            svg.append(text((int) (LABEL + end + 6), y + 15, "start", Report.score(m)));
            y += BAR + 8;
        }
        axis(svg, y + 4, niceCeiling(max), scale, "ms per op (bar: mean; line: 99.9% confidence interval)");
        return svg.append("</svg>\n").toString();
    }

    /** Nanoseconds per message against the number of CPUs, one line per framework/variant. */
    public static String scaling(String title, List<Measurement> results, List<String> labels) {
        Map<String, TreeMap<Integer, Double>> lines = new TreeMap<>();
        TreeSet<Integer> cpus = new TreeSet<>();
        for (Measurement m : results) {
            lines.computeIfAbsent(m.label(), k -> new TreeMap<>()).put(m.parallelism(), m.nsPerMessage());
            cpus.add(m.parallelism());
        }
        // log scale: the variants differ by factors, and a linear axis flattens all but the slowest
        double lo = Math.pow(10, Math.floor(Math.log10(results.stream().mapToDouble(Measurement::nsPerMessage)
                .min().orElse(1))));
        double hi = Math.pow(10, Math.ceil(Math.log10(results.stream().mapToDouble(Measurement::nsPerMessage)
                .max().orElse(10))));
        if (hi <= lo) {
            hi = lo * 10;
        }
        int left = 70;
        int plotW = WIDTH - left - LABEL;
        int top = 60;
        int plotH = 260;
        double logLo = Math.log10(lo);
        double logSpan = Math.log10(hi) - logLo;
        DoubleUnaryOperator yOf = v -> top + plotH - plotH * (Math.log10(v) - logLo) / logSpan;
        StringBuilder svg = header(top + plotH + 60, title);
        List<Integer> xs = new ArrayList<>(cpus);
        IntFunction<Double> xOf = i -> left + (xs.size() == 1 ? plotW / 2.0
                : plotW * (double) xs.indexOf(i) / (xs.size() - 1));
        for (double v = lo; v <= hi * 1.0001; v *= 10) {
            double y = yOf.applyAsDouble(v);
            svg.append(String.format(Locale.ROOT, "<path d=\"M%d %.1fH%d\" stroke=\"#ddd\"/>%n", left, y, left + plotW));
            svg.append(text(left - 6, (int) y + 4, "end", fmt(v)));
        }
        for (int c : xs) {
            svg.append(text((int) Math.round(xOf.apply(c)), top + plotH + 18, "middle", c + " CPU" + (c == 1 ? "" : "s")));
        }
        svg.append(text(12, top - 16, "start", "ns per message, log scale (lower is better)"));
        int legendY = top;
        for (Map.Entry<String, TreeMap<Integer, Double>> line : lines.entrySet()) {
            String colour = colour(line.getKey(), labels);
            StringBuilder d = new StringBuilder();
            for (Map.Entry<Integer, Double> p : line.getValue().entrySet()) {
                double x = xOf.apply(p.getKey());
                double y = yOf.applyAsDouble(p.getValue());
                d.append(d.length() == 0 ? "M" : "L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>%n", x, y,
                        colour));
            }
            svg.append(String.format("<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n", d, colour));
            svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                    left + plotW + 16, legendY, colour));
            svg.append(text(left + plotW + 34, legendY + 11, "start", line.getKey()));
            legendY += 18;
        }
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder header(int height, String title) {
        StringBuilder svg = new StringBuilder(String.format(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, height, WIDTH, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(String.format("<text x=\"12\" y=\"20\" font-size=\"14\" font-weight=\"bold\">%s</text>%n",
                escape(title)));
        return svg;
    }

    private static void axis(StringBuilder svg, int y, double max, double scale, String caption) {
        svg.append(String.format(Locale.ROOT, "<path d=\"M%d %dH%.1f\" stroke=\"#444\"/>%n", LABEL, y, LABEL + max * scale));
        for (int t = 0; t <= 4; t++) {
            double v = max * t / 4;
            double x = LABEL + v * scale;
            svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %dV%d\" stroke=\"#444\"/>%n", x, y, y + 4));
            svg.append(text((int) x, y + 16, "middle", fmt(v)));
        }
        svg.append(text(LABEL, y + 30, "start", caption));
    }

    private static String text(int x, int y, String anchor, String s) {
        return String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"%s\">%s</text>%n", x, y, anchor, escape(s));
    }

    /** A colour per framework/variant, the same in every chart of a report (labels: all of the report's). */
    static String colour(String label, List<String> labels) {
        return COLOURS[Math.max(0, labels.indexOf(label)) % COLOURS.length];
    }

    /** 1, 2, 2.5 or 5 times a power of ten, at or above v: axis ends a reader can use. */
    static double niceCeiling(double v) {
        if (!(v > 0)) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(v)));
        for (double step : new double[] {1, 2, 2.5, 5, 10}) {
            if (step * power >= v) {
                return step * power;
            }
        }
        return 10 * power;
    }

    private static double ms(double nanos) {
        return nanos / 1e6;
    }

    private static double safe(double d) {
        return Double.isNaN(d) ? 0 : d;
    }

    private static String fmt(double v) {
        return v >= 100 || v == 0 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
