package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.statistics.ForkSamples;

/**
 * The report's first screen after the verdicts: every variant against every workload and CPU set in one heat map,
 * sorted by place, with places and ties from {@link Ranks}, then what failed. What was not run as expected (a
 * framework without remoting, a variant not made for a workload, a limit a variant states) and what is not compared
 * go quietly further down ({@link #expected}).
 */
final class Overview {
    private final Report report;

    Overview(Report report) {
        this.report = report;
    }

    /** The heat map with its legend, and the kinds of result it leaves to their own sections. */
    void map(Document.Builder out) {
        List<List<Measurement>> groups = report.table().groups();
        if (!groups.isEmpty()) {
            out.heading(2, "Overview");
            out.block(heatMap(groups));
            List<String> others = otherKinds();
            if (!others.isEmpty()) {
                out.paragraph("Not in the map, since they are not times per message (each has its section below): "
                        + String.join("; ", others) + ".");
            }
        }
    }

    /** What failed, prominent, just under the map: a red item each, a failed benchmark's under its own name. */
    void failures(Document.Builder out) {
        List<ModuleStatus> failures = report.statuses().stream().filter(ModuleStatus::failure).toList();
        if (!failures.isEmpty()) {
            out.heading(2, "Did not finish");
            out.paragraph("These failed (a crash, an invalid result, a timeout) or were stopped. A failed benchmark"
                    + " has no result, and its module went on with the others; a module that was stopped shows only"
                    + " the benchmarks it finished before (if any).");
            out.items(failures.stream().map(s -> new Document.Item(s.benchmark().orElse(s.framework()) + " on CPUs "
                    + s.cpuSet() + ": " + s.status(), s.reason())).toList());
        }
    }

    HeatMap heatMap(List<List<Measurement>> groups) {
        List<HeatMap.Column> columns = groups.stream().map(g -> new HeatMap.Column(g.get(0).benchmark(),
                g.get(0).cpuSet(), fastest(g).map(report::name).orElse(""))).toList();
        List<String> names = new ArrayList<>(report.table().rows().stream() // the references after the JVM's rows
                .sorted(Comparator.comparing((Measurement m) -> report.marks().reference(m))
                        .thenComparing(Measurement::label))
                .map(Measurement::label).distinct().toList());
        // a failed benchmark keeps its variant's row, a failed module its framework's, though they have no result
        for (String failed : report.statuses().stream().filter(ModuleStatus::failure)
                .map(s -> s.label().orElse(s.framework())).distinct().toList()) {
            if (names.stream().noneMatch(n -> n.equals(failed) || n.startsWith(failed + "/"))) {
                names.add(failed);
            }
        }
        Map<List<Measurement>, Ranks> ranks = new LinkedHashMap<>();
        groups.forEach(g -> ranks.put(g, new Ranks(g.stream().filter(report::competes).toList())));
        // by place: the middle of each place range, averaged over the columns a row competes in; the others after
        Map<String, Double> place = new HashMap<>();
        for (String name : names) {
            double sum = 0;
            int placed = 0;
            for (List<Measurement> g : groups) {
                Optional<Measurement> m = g.stream().filter(x -> x.label().equals(name) && report.competes(x))
                        .findFirst();
                if (m.isPresent()) {
                    Ranks.Place p = ranks.get(g).place(m.get());
                    sum += (p.best() + p.worst()) / 2.0;
                    placed++;
                }
            }
            place.put(name, placed == 0 ? Double.MAX_VALUE : sum / placed);
        }
        names.sort(Comparator.comparingDouble(place::get)); // stable: the references, then failures, keep their order
        List<HeatMap.Row> rows = new ArrayList<>();
        for (String name : names) {
            List<HeatMap.Cell> cells = new ArrayList<>();
            groups.forEach(g -> cells.add(cell(name, g, ranks.get(g))));
            Optional<Measurement> any = report.table().rows().stream().filter(m -> m.label().equals(name)).findFirst();
            rows.add(new HeatMap.Row(any.map(report::name).orElse(name), cells));
        }
        return new HeatMap(columns, rows);
    }

    /** The cell of a variant (or of a framework that has no result at all) in one group's column. */
    private HeatMap.Cell cell(String name, List<Measurement> group, Ranks ranks) {
        Measurement first = group.get(0);
        String where = first.benchmark() + " on CPUs " + first.cpuSet() + " ("
                + Format.sizes(first.sizes()) + ")";
        Optional<Measurement> result = group.stream().filter(m -> m.label().equals(name)).findFirst();
        if (result.isPresent()) {
            Measurement m = result.get();
            String time = Format.nsPerMessage(m);
            String withError = Format.nsPerMessageWithError(m);
            String figure = report.name(m) + ", " + where + ": " + withError + " ns/"
                    + Format.countedUnit(m.workload());
            if (!report.competes(m)) {
                Marks marks = report.marks();
                String compared = marks.reference(m) ? "; " + Verdict.comparison(m, group, marks) : "";
                return new HeatMap.Cell(HeatMap.Kind.NOT_COMPARED, marks.reference(m) ? "reference" : "1 thread",
                        time, withError, Double.NaN, figure + "; " + marks.whyNotCompared(m) + compared);
            }
            Measurement fastest = fastest(group).orElseThrow(); // m competes, so the group has one
            double relative = m.scoreNanos() / fastest.scoreNanos();
            String place = ranks.of(m);
            String settles = Format.settles(m);
            return new HeatMap.Cell(HeatMap.Kind.COMPARED, place, time, withError, relative, figure + ", "
                    + Format.ratio(relative) + " the fastest (" + report.name(fastest) + "); place " + place
                    + (ranks.place(m).shared()
                            ? " (the ranks its interval allows: the ratio to a neighbour is not decided at "
                            + ForkSamples.LEVEL + ")" : "") + (settles.isEmpty() ? "" : "; " + settles));
        }
        List<ModuleStatus> here = report.statuses().stream().filter(s -> s.cpuSet().equals(first.cpuSet())).toList();
        // its own line first (a launcher names a failure by its workload, all its depths), then its module's
        Optional<ModuleStatus> failed = here.stream().filter(s -> s.failed(name, first.benchmark())
                || s.failed(name, first.workload().publicName())).findFirst();
        if (failed.isPresent()) {
            return HeatMap.Cell.without(HeatMap.Kind.FAILED, failed.get().status(), name + ", " + where + ": "
                    + failed.get().status() + " " + failed.get().reason());
        }
        Optional<ModuleStatus> notRun = here.stream().filter(s -> s.notRun(name, first.benchmark())).findFirst();
        if (notRun.isPresent()) {
            return HeatMap.Cell.without(HeatMap.Kind.NOT_RUN, "not run", notRun.get().detail());
        }
        String framework = name.contains("/") ? name.substring(0, name.indexOf('/')) : name;
        Optional<ModuleStatus> moduleFailed = here.stream().filter(s -> s.failure() && s.benchmark().isEmpty()
                && s.framework().equals(framework)).findFirst();
        return moduleFailed.map(s -> HeatMap.Cell.without(HeatMap.Kind.FAILED, s.status(), name + ", " + where + ": "
                + s.status() + " " + s.detail()))
                .orElse(HeatMap.Cell.without(HeatMap.Kind.NONE, "", name + ", " + where + ": no result"));
    }

    /** The fastest compared result of a group: the one its column's times are relative to. */
    private Optional<Measurement> fastest(List<Measurement> group) {
        return group.stream().filter(report::competes).min(Comparator.comparingDouble(Measurement::scoreNanos));
    }

    /** The run's other kinds of result (footprint, latency, remote ...), by name, for the line under the map. */
    private List<String> otherKinds() {
        return report.kinds().all().stream().filter(k -> k != report.kinds().timed() && !k.isEmpty())
                .map(ResultKind::name).toList();
    }

    /**
     * What was left out by design or by the run's choices, grouped by reason, quietly: the variants that were not
     * run (each reason once, with the benchmarks and CPU sets it concerns: kotlin's three variants without remoting
     * make one line), the modules skipped, and the single-threaded variants not compared on more than one CPU.
     */
    void expected(Document.Builder out) {
        record Left(String what, String why) {
        }
        Map<Left, List<String>> cpuSets = new LinkedHashMap<>();
        for (ModuleStatus s : report.statuses().stream().filter(ModuleStatus::expected).toList()) {
            int colon = s.detail().indexOf(": "); // a not-run line's detail: "label workload: why"
            Left left = s.status().equals(ModuleStatus.NOT_RUN) && colon > 0
                    ? new Left(s.detail().substring(0, colon), s.detail().substring(colon + 2))
                    : new Left(s.framework(), s.status() + ", " + s.detail());
            cpuSets.computeIfAbsent(left, k -> new ArrayList<>()).add(s.cpuSet());
        }
        Map<String, List<String>> whatByReason = new LinkedHashMap<>(); // "on CPUs 0, 0-1: why" -> what it concerns
        cpuSets.forEach((left, cpus) -> whatByReason.computeIfAbsent("on CPUs " + String.join(", ", cpus) + ": "
                + left.why(), k -> new ArrayList<>()).add(left.what()));
        List<String> items = new ArrayList<>();
        whatByReason.forEach((reason, what) -> items.add(String.join(", ", what) + " " + reason));
        Map<String, List<String>> notCompared = new LinkedHashMap<>();
        List<String> references = report.table().rows().stream().filter(report.marks()::reference)
                .map(report::name).distinct().toList();
        if (!references.isEmpty()) {
            items.add(String.join(", ", references) + ": listed and compared with the JVM rows in each table, but"
                    + " given no place, verdict or geometric mean among the JVM frameworks");
        }
        report.table().rows().stream().filter(m -> !report.competes(m) && !report.marks().reference(m))
                .forEach(m -> notCompared
                .computeIfAbsent(m.label(), k -> new ArrayList<>()).add(m.benchmark() + " on CPUs "
                        + m.cpuSet()));
        notCompared.forEach((label, where) -> items.add(label + " not compared (runs on one thread, here on more"
                + " than one CPU): " + where.stream().distinct().collect(Collectors.joining(", "))));
        if (items.isEmpty()) {
            return;
        }
        out.heading(3, "Not run or not compared, as expected");
        out.list(items);
    }
}
