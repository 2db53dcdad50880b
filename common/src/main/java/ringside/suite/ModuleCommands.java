package ringside.suite;

import java.nio.file.Path;
import java.util.List;
import ringside.parameters.CpuSet;

/** The commands the suite starts; tests replace them with small stand-ins that fail, hang or print on cue. */
interface ModuleCommands {

    /** Checks the parameters in the module's launcher, writes its description and prints its variant names. */
    List<String> describe(String framework, Path description);

    /** Runs the module's benchmarks pinned to {@code cpus}. */
    List<String> run(String framework, CpuSet cpus);

    /** Renders the report of {@code outDir}. */
    List<String> report(Path outDir);
}
