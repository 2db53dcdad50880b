package ringside.suite;

import java.nio.file.Path;
import java.util.List;
import ringside.parameters.CpuSet;

/**
 * The commands the suite and the side-by-side runner start; tests replace them with small stand-ins that fail, hang
 * or print on cue.
 */
public interface ModuleCommands {

    /** Checks the plan in the module's launcher, writes its description and prints its variant names. */
    List<String> describe(String framework, Path description, Path plan);

    /** Runs the module's benchmarks pinned to {@code cpus}, as {@code plan} (its only input) says. */
    List<String> run(String framework, CpuSet cpus, Path plan);

    /** Renders the report of {@code outDir}. */
    List<String> report(Path outDir);

    /**
     * A side-by-side JVM: {@code main} on the framework module's class path (its test classes first when
     * {@code testClasses}, where the plain programs are), with {@code jvmArgs}, pinned to {@code cpus}.
     */
    List<String> program(String framework, CpuSet cpus, List<String> jvmArgs, boolean testClasses, String main,
            List<String> args);
}
