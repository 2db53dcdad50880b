package ringside.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;
import ringside.statistics.ForkSamples;

/**
 * The report's lines charts, one line per framework/variant across CPU sets or stack depths, with the dot charts'
 * colours and axes ({@link Charts}).
 */
final class LineCharts {
    private LineCharts() {
    }

    /** Nanoseconds per message against the number of CPUs, one line per framework/variant. */
    static String scaling(String title, List<Measurement> results, List<String> labels, Marks marks) {
        return lines(title, results, Measurement::parallelism, c -> c + " CPU" + (c == 1 ? "" : "s"), false, labels,
                marks);
    }

    /** Nanoseconds per message against the stack depth, one line per framework/variant: how deep frames cost. */
    static String depth(String title, List<Measurement> results, List<String> labels, Marks marks) {
        return lines(title, results, Measurement::stackDepth, d -> "stackDepth " + d, true, labels, marks);
    }

    /** Where a value along the x axis sits, from 0 to 1: CPU counts evenly (1, 2, 4 ...), depths by log2(1 + d). */
    private static double position(List<Integer> xs, int x, boolean logarithmic) {
        if (xs.size() == 1) {
            return 0.5;
        }
        if (!logarithmic) {
            return (double) xs.indexOf(x) / (xs.size() - 1);
        }
        double first = Math.log1p(xs.get(0));
        double last = Math.log1p(xs.get(xs.size() - 1));
        return (Math.log1p(x) - first) / (last - first);
    }

    /**
     * Nanoseconds per message against {@code along} (its values evenly spaced in order, or by log2(1 + value) when
     * {@code logarithmic}, each named by {@code xName}), one line per framework/variant, each point with its error.
     */
    private static String lines(String title, List<Measurement> results, ToIntFunction<Measurement> along,
            IntFunction<String> xName, boolean logarithmic, List<String> labels, Marks marks) {
        Map<String, TreeMap<Integer, Measurement>> lines = new TreeMap<>();
        Map<String, String> names = new TreeMap<>();
        TreeSet<Integer> points = new TreeSet<>();
        for (Measurement m : results) {
            lines.computeIfAbsent(m.label(), k -> new TreeMap<>()).put(along.applyAsInt(m), m);
            names.put(m.label(), marks.shortName(m));
            points.add(along.applyAsInt(m));
        }
        // log scale: the variants differ by factors, and a linear axis flattens all but the slowest
        LogScale scale = LogScale.spanning(results.stream().map(Measurement::nsPerMessage).toList(), 0);
        int left = 70;
        int plotW = Charts.WIDTH - left - Charts.LABEL - 20;
        int top = 60;
        int plotH = 260;
        DoubleUnaryOperator yOf = v -> top + plotH - plotH * scale.fraction(v);
        // tall enough for the plot and for every line's legend entry
        StringBuilder svg = Charts.header(Math.max(top + plotH + 60, top + 18 * lines.size() + 20), title);
        List<Integer> xs = new ArrayList<>(points);
        IntFunction<Double> xOf = i -> left + plotW * position(xs, i, logarithmic);
        List<Double> gridValues = new ArrayList<>(scale.decades());
        if (gridValues.size() < 2) { // too few decades to read by: the 2s and 5s too
            gridValues.addAll(scale.steps());
        }
        for (double v : gridValues) {
            double y = yOf.applyAsDouble(v);
            svg.append(String.format(Locale.ROOT, "<path d=\"M%d %.1fH%d\" stroke=\"#ddd\"/>%n", left, y, left + plotW));
            svg.append(Charts.text(left - 6, (int) y + 4, "end", Charts.tick(v)));
        }
        for (int c : xs) {
            svg.append(Charts.text((int) Math.round(xOf.apply(c)), top + plotH + 18, "middle", xName.apply(c)));
        }
        boolean references = results.stream().anyMatch(marks::reference);
        svg.append(Charts.text(12, top - 16, "start", "ns per message, log scale (lower is better; a bar: its "
                + ForkSamples.LEVEL + " error; dashed: one thread" + (references ? "; dotted: reference" : "") + ")"
                + (logarithmic ? "; x: log scale" : "")));
        int legendY = top;
        for (Map.Entry<String, TreeMap<Integer, Measurement>> line : lines.entrySet()) {
            String colour = Charts.colour(line.getKey(), labels);
            boolean oneThread = marks.singleThreaded().contains(line.getKey());
            boolean reference = results.stream().anyMatch(m -> m.label().equals(line.getKey()) && marks.reference(m));
            StringBuilder d = new StringBuilder();
            for (Map.Entry<Integer, Measurement> p : line.getValue().entrySet()) {
                double x = xOf.apply(p.getKey());
                double ns = p.getValue().nsPerMessage();
                double y = yOf.applyAsDouble(ns);
                d.append(d.length() == 0 ? "M" : "L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>%n", x, y,
                        colour));
                double error = ns * p.getValue().relativeError(); // its interval, clipped to the axis
                if (error > 0 && Double.isFinite(error)) {
                    svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1fV%.1f\" stroke=\"%s\"/>%n", x,
                            yOf.applyAsDouble(Math.max(ns - error, scale.lo())),
                            yOf.applyAsDouble(Math.min(ns + error, scale.hi())), colour));
                }
            }
            svg.append(String.format("<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>%n", d, colour,
                    oneThread ? " stroke-dasharray=\"6 4\"" : reference ? " stroke-dasharray=\"2 3\"" : ""));
            svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                    left + plotW + 16, legendY, colour));
            svg.append(Charts.text(left + plotW + 34, legendY + 11, "start", names.get(line.getKey())));
            legendY += 18;
        }
        return svg.append("</svg>\n").toString();
    }
}
