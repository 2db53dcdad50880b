package ringside.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import ringside.contract.FrameworkFacts;
import ringside.declaration.Declarations;
import ringside.output.OutputLayout;
import ringside.statistics.ForkSamples;
import ringside.statistics.Median;
import ringside.statistics.Precision;
import ringside.workload.Workload;

/** What the report says, in order: built once as a {@link Document}, then rendered as Markdown and as HTML. */
final class ReportDocument {
    /** The relative error above which a result is called noisy. */
    static final double NOISY = 0.20;

    private final Report report;
    private final Document.Builder out = new Document.Builder();

    ReportDocument(Report report) {
        this.report = report;
    }

    Document build() {
        out.heading(1, "Ringside results");
        verdicts(); // the first screen: per workload and CPU set, who leads and whether that is decided
        Overview overview = new Overview(report);
        overview.map(out); // then every variant's place, how far to trust it, what failed
        noisy();
        overview.failures(out);
        choosing();
        out.heading(2, "This run");
        runFacts();
        precision();
        report.flameGraphs().document(out);
        overview.expected(out); // what was left out as expected, quietly
        geoMeans();
        report.kinds().document(out, report);
        frameworks();
        VarianceTable.document(out, report);
        out.heading(2, "How to read this");
        out.paragraph("Scores are JMH's mean time per op with its " + ForkSamples.LEVEL + " confidence half-width"
                + " over fork means (Student's t with forks - 1 degrees of freedom: each fresh JVM is one sample, since"
                + " JVMs settle differently; with one fork, over its iterations, which says nothing of other JVMs)."
                + " Two results differ when the " + ForkSamples.LEVEL + " interval of the ratio of their means"
                + " excludes 1. ns/msg divides the op's time by the"
                + " messages it sends (" + messagesInWords() + "). B/msg divides the bytes the op"
                + " allocated, on every thread of the fork (JMH's GC profiler, gc.alloc.rate.norm), by the same"
                + " messages; n/a where it was not measured. vs threads is the time relative to loom/threads"
                + " on the same workload, sizes and CPUs (0.5x = twice as fast). The geometric means summarise those"
                + " ratios per variant. (1 thread) marks a variant that runs on one thread whatever the CPU set; on"
                + " more than one CPU it is listed but left out of verdicts and geometric means." + (report.marks()
                .references().isEmpty() ? "" : " (" + Marks.REFERENCE + ") marks a Go, Erlang or C++ program playing"
                + " the same workload: listed and compared with the JVM's fastest and loom/vthreads, but given no"
                + " place among the JVM frameworks.") + " error is the"
                + " half-width as a share of the score; fork means are each fresh JVM's own mean (a spread between"
                + " them that the error does not cover means the JVMs differ run to run); n is forks x iterations per"
                + " fork: the measured ones, and the warm-up ones from where each fork settled where the run kept"
                + " them (a range where forks differ)."
                + (report.table().severalModes().isEmpty() ? "" : " Where the fork means form separate modes (JVMs"
                + " that settle apart: a gap between fork means wider than three times the forks' own spread and"
                + " than three times every gap inside a mode), the fork means say where they settle and how many"
                + " forks settled at each, the charts mark each mode with a triangle, and such a result ties with"
                + " every result whose interval holds one of its modes.")
                + (report.table().rows().stream().anyMatch(WideReason::wide) ? WideReason.LEGEND : "")
                + (report.table().rows().stream().anyMatch(m -> m.stackDepth() > 0) ? " \"ring, stackDepth 64\""
                + " names ring run with each receive (actors: each send) 64 frames deep: each depth is its own"
                + " benchmark, with its own verdict and places, and counts as one in the geometric means." : "")
                + " Every op's result was validated; a failed module has no score here.");
        return out.build("Ringside results");
    }

    /** How each workload counts an op's messages, in its declaration's words: every legend's, and the run's. */
    private String messagesInWords() {
        return Arrays.stream(Workload.values()).filter(w -> Declarations.of(w).inEveryLegend()
                || report.table().rows().stream().anyMatch(m -> m.workload() == w))
                .flatMap(w -> Declarations.of(w).messagesInWords().map(words -> w.publicName() + ": " + words)
                        .stream()).collect(Collectors.joining("; "));
    }

    private void runFacts() {
        RecordedEnvironment env = report.env();
        if (!env.recorded()) {
            out.paragraph("No env.json in this folder: machine and JDK facts are unknown.");
            return;
        }
        out.list(List.of(
                "Started " + env.text("started") + ", suite commit " + env.text("commit"),
                "JDK " + env.text("jdk", "vendor") + " " + env.text("jdk", "version") + "; fork JVM arguments per"
                        + " framework are listed below",
                "CPU " + env.text("machine", "cpuModel") + ", kernel " + env.text("machine", "kernel") + ", SMT "
                        + env.text("machine", "smt") + ", governor " + env.text("machine", "governor"),
                "CPU sets " + env.text("cpuSets") + "; each framework's parallelism = CPUs in the set"));
        Map<String, String> references = report.marks().references();
        if (!references.isEmpty()) {
            out.paragraph("References outside the JVM, run like the modules (same CPU sets, sizes and statistics):"
                    + " " + references.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue())
                            .collect(Collectors.joining("; ")) + ".");
        }
        String jmhArgs = env.text("parameters", "jmhArgs");
        if (!jmhArgs.isEmpty() && !jmhArgs.equals("unknown")) {
            out.paragraph("JMH options added to every module (jmhArgs): " + jmhArgs);
        }
        String mavenArgs = env.text(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS);
        if (!mavenArgs.isEmpty() && !mavenArgs.equals("unknown")) { // a build against other framework versions
            out.paragraph("Built with the Maven arguments (MAVEN_ARGS) " + mavenArgs + "; each framework's version"
                    + " below is the one its module loaded.");
        }
    }

    /**
     * Where the run asked for precision: the target, how many results met it, and per result its forks, its error and
     * why it stayed above.
     */
    private void precision() {
        report.precision().ifPresent(p -> {
            out.heading(3, "Precision: an error within " + p.target() + "% of the score");
            long above = p.rows().size() - p.met();
            out.paragraph("This run asked for an error within " + p.target() + "% of each timed result's score ("
                    + p.asked() + "). After the planned forks, the suite adds forks one at a time to the results"
                    + " above it" + (p.share().isEmpty() ? "" : ", within each CPU set's share of " + p.share())
                    + (p.timeBudget().isEmpty() ? "" : ", while the time budget allows") + ". A target"
                    + " is judged over " + Precision.FORKS_TO_JUDGE + " forks or more. " + p.met() + " of "
                    + p.rows().size() + " results " + (p.met() == 1 ? "meets" : "meet") + " it" + (above == 0 ? "."
                    : "; " + above + (above == 1 ? " does" : " do") + " not, each with why."));
            if (p.planned()) {
                out.paragraph("A result's planned forks are its pilot. From their variance between forks and between"
                        + " iterations, and from what a fork and an iteration cost, its plan chose the measured"
                        + " iterations of each fork added to it and predicted the forks and the error it needs"
                        + " (Kalibera and Jones). The error it got is beside the prediction.");
            }
            List<List<String>> cells = new ArrayList<>();
            for (PrecisionTable.Row r : p.rows()) {
                Measurement m = r.result();
                List<String> row = new ArrayList<>(List.of(m.benchmark() + " on CPUs " + m.cpuSet(), report.name(m),
                        Format.samples(m), Format.percent(m.relativeError())));
                if (p.planned()) {
                    row.add(r.plan().map(plan -> plan.forks() + " forks, " + plan.iterationsPerFork()
                            + " iteration(s) each added: " + Format.percent(plan.predicted())
                            + (plan.reachable() ? "" : " (the most a result gets)")).orElse(""));
                }
                row.add(r.met() ? "met" : (r.status() == Precision.Status.ABOVE ? "above: " : "not judged: ")
                        + r.why());
                cells.add(row);
            }
            List<String> header = new ArrayList<>(List.of("benchmark", "framework/variant", "n", "error"));
            if (p.planned()) {
                header.add("plan: forks, iterations, predicted error");
            }
            header.add("target " + p.target() + "%");
            out.table(header, cells);
        });
    }

    /**
     * Says so when results are too noisy to be findings (a quick run, or errors above 20% of the score), or lack
     * their messages per op.
     */
    private void noisy() {
        List<Measurement> rows = report.table().rows();
        long wide = rows.stream().filter(m -> !(m.relativeError() <= NOISY)).count();
        if ("1".equals(report.env().text("parameters", "quick"))) {
            out.paragraph("This is a quick run (quick=1): a smoke run of the whole matrix with small sizes, one fork"
                    + " and short iterations, before the JIT and the garbage collector have settled. Its numbers are"
                    + " not findings; run without quick=1 for those.");
        }
        String medians = medianErrors(rows);
        if (wide > 0) {
            out.paragraph(medians + wide + " of " + rows.size() + " results have an error above "
                    + Math.round(NOISY * 100) + "% of their score (or none): read them as rough, and their places as"
                    + " wide.");
        } else if (!medians.isEmpty()) {
            out.paragraph(medians.strip());
        }
        int unrecorded = report.table().unrecorded().size();
        if (unrecorded > 0) {
            out.paragraph(unrecorded + " of " + rows.size() + " results were stored before each benchmark recorded"
                    + " its messages per op (no messagesPerOp in their JMH files): their ns/msg and B/msg read n/a and"
                    + " the charts leave them out; the report computes no such figure of its own. Rerun them for those"
                    + " figures.");
        }
    }

    /**
     * "The results' median error is 9.9% at CPUs 0, 29.7% at CPUs 0-1. ": how precise the run is per CPU set, the
     * figure the precision of a default run is judged by (docs/methodology.md); empty without an error estimate.
     */
    static String medianErrors(List<Measurement> rows) {
        Map<String, List<Double>> byCpus = new TreeMap<>();
        rows.stream().filter(m -> !Double.isNaN(m.relativeError()))
                .forEach(m -> byCpus.computeIfAbsent(m.cpuSet(), c -> new ArrayList<>()).add(m.relativeError()));
        if (byCpus.isEmpty()) {
            return "";
        }
        List<String> each = new ArrayList<>();
        byCpus.forEach((cpus, errors) -> each.add(Format.percent(Median.of(errors)) + " at CPUs " + cpus));
        return "The results' median error is " + String.join(", ", each) + ". ";
    }

    private void verdicts() {
        if (report.table().groups().isEmpty()) {
            return;
        }
        out.heading(2, "Verdicts");
        out.paragraph("Per workload and CPU set, the variants that can be first, and whether the lead is decided: the"
                + " " + ForkSamples.LEVEL + " interval of the ratio of two means leaves out 1.");
        out.list(report.table().groups().stream().map(g -> g.get(0).benchmark() + " on CPUs "
                + g.get(0).cpuSet() + ": " + Verdict.among(g, report.marks())).toList());
        Verdict.Decided decided = Verdict.decided(report.table().groups().stream()
                .map(g -> g.stream().filter(report::competes).toList()).toList());
        if (decided.pairs() > 0) {
            out.paragraph("Of the " + decided.pairs() + " pairs of compared results within twice each other's time,"
                    + " the pairs a choice is made between, " + decided.told() + " are told apart at "
                    + ForkSamples.LEVEL + " (" + Format.percent((double) decided.told() / decided.pairs()) + ").");
        }
    }

    private void geoMeans() {
        Map<String, Map<String, Double>> means = report.table().geoMeans(report::competes);
        if (means.isEmpty()) {
            return;
        }
        out.heading(2, "Summary: geometric mean of time vs threads");
        List<String> cpuSets = means.values().stream().flatMap(m -> m.keySet().stream()).filter(k -> !k.equals("all"))
                .distinct().sorted().toList();
        ArrayList<String> header = new ArrayList<>(List.of("framework/variant"));
        cpuSets.forEach(c -> header.add("CPUs " + c));
        header.add("all");
        ArrayList<List<String>> rows = new ArrayList<>();
        means.forEach((label, byCpus) -> {
            ArrayList<String> row = new ArrayList<>(List.of(label));
            cpuSets.forEach(c -> row.add(byCpus.containsKey(c) ? Format.ratio(byCpus.get(c)) : ""));
            row.add(Format.ratio(byCpus.get("all")));
            rows.add(row);
        });
        out.table(header, rows);
    }

    /**
     * The decision the suite exists for: per framework what its module states (dated), beside its variants'
     * places in this run; then plainly where results tie (every place is in the overview's map).
     */
    private void choosing() {
        List<List<Measurement>> groups = report.table().groups();
        if (groups.isEmpty()) {
            return;
        }
        Map<List<Measurement>, Ranks> places = new LinkedHashMap<>();
        groups.forEach(g -> places.put(g, new Ranks(g.stream().filter(report::competes).toList())));
        out.heading(2, "Choosing a framework");
        out.paragraph("Speed is one input; what a framework needs and promises is another. Per framework: what its"
                + " module states, dated, beside its variants' places in this run. A place is the range of ranks a"
                + " result's interval allows: a result ranks below every result decidedly faster than it (the"
                + " interval of the two means' ratio, at " + ForkSamples.LEVEL + ", excludes 1) and above every one"
                + " decidedly slower. 1 is first beyond doubt; 1-3 could be anything from first to third. A variant"
                + " that is not compared (single-threaded, on more than one CPU) has no place."
                + (report.table().severalModes().isEmpty() ? "" : " A result whose JVMs settle in several modes"
                + " is decided against another only where each of its modes is: it spans their places.")
                + " The overview above shows every place in one map.");
        Map<String, DescribedFramework> described = report.env().frameworks().stream()
                .collect(Collectors.toMap(DescribedFramework::name, f -> f, (a, b) -> a));
        for (String fw : report.table().rows().stream().filter(report::competesAnywhere).map(Measurement::framework)
                .distinct().sorted().toList()) {
            DescribedFramework d = described.get(fw);
            out.heading(3, fw);
            List<String> items = new ArrayList<>();
            items.add("version measured: " + (d == null ? "n/a" : d.version()) + "; licence: "
                    + (d == null ? "n/a" : d.licence()));
            Optional<FrameworkFacts> facts = d == null ? Optional.empty() : d.facts();
            facts.ifPresentOrElse(f -> items.addAll(List.of("last release: " + f.lastRelease(),
                    "maintenance: " + f.maintenance(), "JDKs: " + f.jdks(), "the build needs: " + f.buildNeeds(),
                    "remoting: " + f.remoting(), "facts checked: " + f.checked())),
                    () -> items.add("release, maintenance, JDK, build and remoting facts: n/a (not recorded in this"
                            + " run)"));
            List<String> ranked = new ArrayList<>();
            places.forEach((group, ranks) -> {
                String mine = group.stream().filter(m -> m.framework().equals(fw))
                        .map(m -> m.variant() + " " + place(m, ranks)).collect(Collectors.joining(", "));
                if (!mine.isEmpty()) {
                    ranked.add(where(group) + ": " + mine);
                }
            });
            items.add("places in this run: " + String.join("; ", ranked));
            String memory = report.footprints().rows().stream().filter(f -> f.framework().equals(fw))
                    .map(f -> String.format(Locale.ROOT, "%s %,.0f B on the heap (off-heap %,.0f) at %,d actors on"
                            + " CPUs %s", f.variant(), f.heap().mean(), f.offHeap().mean(), f.actors(), f.cpuSet()))
                    .collect(Collectors.joining("; "));
            if (!memory.isEmpty()) {
                items.add("memory per idle actor (footprint): " + memory);
            }
            out.list(items);
        }
        out.heading(3, "Where places are open");
        List<String> open = new ArrayList<>();
        places.forEach((group, ranks) -> {
            List<String> shared = ranks.byPlace().stream().filter(m -> ranks.place(m).shared())
                    .map(m -> report.name(m) + " " + ranks.of(m)).toList();
            open.add(where(group) + ": " + (shared.isEmpty() ? "every place decided at " + ForkSamples.LEVEL
                    : String.join(", ", shared)));
        });
        out.list(open);
    }

    /** "ring on CPUs 0" ("ring, stackDepth 64 on CPUs 0"): a group of comparable results. */
    private static String where(List<Measurement> group) {
        return group.get(0).benchmark() + " on CPUs " + group.get(0).cpuSet();
    }

    /** A result's place, or "not compared" for a variant that takes no part on its CPU set. */
    private String place(Measurement m, Ranks ranks) {
        return report.competes(m) ? ranks.of(m) : "not compared";
    }

    /** How the table names a framework/variant: marked when it runs on one thread. */
    private String markedName(String label) {
        return report.table().rows().stream().filter(m -> m.label().equals(label)).findFirst().map(report::name)
                .orElse(label);
    }

    private void frameworks() {
        List<DescribedFramework> frameworks = report.env().frameworks();
        if (frameworks.isEmpty()) {
            return;
        }
        out.heading(2, "Frameworks");
        for (DescribedFramework fw : frameworks) {
            out.heading(3, fw.name() + " " + fw.version() + " (" + fw.licence() + ")"
                    + (fw.isReference() ? ": " + Marks.REFERENCE : ""));
            ArrayList<String> items = new ArrayList<>();
            fw.variants().forEach((name, description) -> items.add(name + ": " + description));
            fw.remoting().forEach((name, description) -> items.add(name + ", remote: " + description));
            // an http row carries its variant's name; this says which HTTP server and client it ran on
            fw.http().forEach((name, description) -> items.add(name + ", http: " + description));
            if (fw.isReference()) {
                fw.reference().forEach((key, value) -> items.add(key + ": " + value));
            } else {
                items.add("fork JVM arguments: " + String.join(" ", fw.jvmArgs()));
            }
            out.list(items);
        }
    }
}
