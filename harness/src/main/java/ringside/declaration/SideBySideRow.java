package ringside.declaration;

import java.util.List;

/**
 * One side-by-side row of a workload, as its declaration lists it: a framework's own kind of program for the workload
 * ({@code programMain}, in the framework module's plain package, no Ringside code in it), set beside Ringside's op of
 * {@code variant} at the same sizes. The runner's {@code sidebyside.Row} runs it.
 *
 * @param programOptions the program's own first arguments, before those every program takes
 * @param programJvmArgs JVM arguments of the program beyond the fork's (a framework setting that Ringside's variant
 *     makes in code)
 * @param program what the program is, in a few words, for the table: whose benchmark or example it follows
 * @param stackDepth the stack depth on both sides (0: none); the row's own, not the run's
 */
public record SideBySideRow(String name, String framework, String variant, String programMain,
        List<String> programOptions, List<String> programJvmArgs, String program, int stackDepth) {
    public SideBySideRow {
        programOptions = List.copyOf(programOptions);
        programJvmArgs = List.copyOf(programJvmArgs);
    }

    /** A row at no stack depth. */
    public SideBySideRow(String name, String framework, String variant, String programMain,
            List<String> programOptions, List<String> programJvmArgs, String program) {
        this(name, framework, variant, programMain, programOptions, programJvmArgs, program, 0);
    }
}
