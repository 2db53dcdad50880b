package ringside.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ringside.workload.Workload;

/**
 * One run of a reference program (one fork) as its stdout says it (references/README.md): the header with the
 * runtime's version, then its warm-up and measured iterations. A line out of the protocol is refused, so that a
 * program that prints anything else cannot pass for a result.
 */
record ProgramOutput(String version, List<Iteration> warmup, List<Iteration> measured) {
    private static final Pattern HEADER = Pattern.compile(
            "ringside-reference language=(\\S+) version=(\\S+) variant=(\\S+) workload=(\\S+)");
    private static final Pattern TIMED = Pattern.compile("(warmup|measure) (\\d+) ops=(\\d+) ns=(\\d+)");
    private static final Pattern MEMORY = Pattern.compile("(warmup|measure) (\\d+) actors=(\\d+) bytes=(-?\\d+)");

    /**
     * One iteration: timed workloads give the ops it ran and its elapsed ns; footprint the actors of its one op
     * and the bytes the process held more with them.
     */
    record Iteration(long count, long amount) {
    }

    ProgramOutput {
        warmup = List.copyOf(warmup);
        measured = List.copyOf(measured);
    }

    /** Parses and checks stdout against what was asked: its reference, variant, workload and iteration counts. */
    static ProgramOutput parse(String stdout, Reference reference, Workload workload, int warmupIterations,
            int iterations) {
        List<String> lines = stdout.lines().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            throw new IllegalStateException("the program printed nothing on stdout");
        }
        Matcher header = HEADER.matcher(lines.get(0).strip());
        if (!header.matches()) {
            throw new IllegalStateException("the program's first line is not its header: '" + lines.get(0) + "'");
        }
        expect("language", reference.frameworkName(), header.group(1));
        expect("variant", reference.variant(), header.group(3));
        expect("workload", workload.publicName(), header.group(4));
        Pattern line = workload == Workload.FOOTPRINT ? MEMORY : TIMED;
        List<Iteration> warmup = new ArrayList<>();
        List<Iteration> measured = new ArrayList<>();
        for (String text : lines.subList(1, lines.size())) {
            Matcher m = line.matcher(text.strip());
            if (!m.matches()) {
                throw new IllegalStateException("unexpected line from the program: '" + text + "'");
            }
            List<Iteration> phase = m.group(1).equals("warmup") ? warmup : measured;
            if (phase == warmup && !measured.isEmpty()) {
                throw new IllegalStateException("a warm-up line after a measured one: '" + text + "'");
            }
            Iteration it = new Iteration(Long.parseLong(m.group(3)), Long.parseLong(m.group(4)));
            if (workload != Workload.FOOTPRINT && (it.count() < 1 || it.amount() < 1)) {
                throw new IllegalStateException("an iteration without an op or without time: '" + text + "'");
            }
            phase.add(it);
        }
        if (warmup.size() != warmupIterations || measured.size() != iterations) {
            throw new IllegalStateException("expected " + warmupIterations + " warm-up and " + iterations
                    + " measured iterations, the program printed " + warmup.size() + " and " + measured.size());
        }
        return new ProgramOutput(header.group(2), warmup, measured);
    }

    private static void expect(String field, String expected, String actual) {
        if (!expected.equals(actual)) {
            throw new IllegalStateException("the program's header says " + field + "=" + actual + ", expected "
                    + expected);
        }
    }
}
