package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.launcher.Launcher;
import ringside.parameters.CpuSet;
import ringside.reference.ReferenceLauncher;

/** A reference runs like a module: the same taskset, a launcher in a JVM with the same plan, on the runner's class path. */
class JvmCommandsTest {
    private final Checkout checkout = new Checkout(Path.of("..").toAbsolutePath().normalize());

    @Test
    void aReferenceRunsItsLauncherOnCommonsClassPathUnderTheSameTaskset() {
        List<String> run = new JvmCommands(checkout).run("go", CpuSet.parse("0", CpuSet.available("0")),
                Path.of("plan.json"));
        assertEquals(List.of("taskset", "-c", "0"), run.subList(0, 3));
        assertEquals(checkout.classPath("runner"), run.get(run.indexOf("-cp") + 1));
        int main = run.indexOf(ReferenceLauncher.class.getName());
        assertEquals(List.of(ReferenceLauncher.REFERENCE, "go", ReferenceLauncher.SOURCES,
                checkout.references().toString(), Launcher.PLAN, Path.of("plan.json").toAbsolutePath().toString()),
                run.subList(main + 1, run.size()));
    }
}
