package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckoutTest {

    /** The root pom lists the framework modules; those whose folder is missing are not in this checkout. */
    @Test
    void frameworksAreThePomsModulesThatArePresent(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("pom.xml"), """
                <project><modules>
                  <module>runner</module>
                  <module>loom-impl</module>
                  <module>akka-impl</module>
                  <module>quasar-impl/quasar-agent</module>
                  <module>quasar-impl</module>
                </modules></project>
                """);
        for (String module : List.of("runner", "loom-impl", "quasar-impl")) {
            Files.createDirectories(root.resolve(module));
            Files.writeString(root.resolve(module).resolve("pom.xml"), "<project/>");
        }
        assertEquals(List.of("loom", "quasar"), new Checkout(root).frameworks());
    }

    /** The references come after every module, in their declared order, when their sources are in the checkout. */
    @Test
    void referencesFollowTheModulesWhenTheirSourcesArePresent(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("pom.xml"), "<project><modules><module>loom-impl</module></modules></project>");
        Files.createDirectories(root.resolve("loom-impl"));
        Files.writeString(root.resolve("loom-impl").resolve("pom.xml"), "<project/>");
        for (String reference : List.of("cpp", "go")) {
            Files.createDirectories(root.resolve("references").resolve(reference));
        }
        assertEquals(List.of("loom", "go", "cpp"), new Checkout(root).frameworks());
        assertTrue(Checkout.isReference("go"));
        assertFalse(Checkout.isReference("loom"));
    }

    @Test
    void aModulesClassPathIsItsClassesThenWhatTheBuildListed(@TempDir Path root) throws Exception {
        Checkout checkout = new Checkout(root);
        IllegalStateException unbuilt =
                assertThrows(IllegalStateException.class, () -> checkout.classPath("loom-impl"));
        assertTrue(unbuilt.getMessage().startsWith("loom-impl is not built"), unbuilt.getMessage());
        Path target = Files.createDirectories(root.resolve("loom-impl").resolve("target"));
        Files.writeString(target.resolve("classpath.txt"), "a.jar" + File.pathSeparator + "b.jar\n");
        assertEquals(target.resolve("classes") + File.pathSeparator + "a.jar" + File.pathSeparator + "b.jar",
                checkout.classPath("loom-impl"));
    }

    /** This checkout's own list, which benchmark.sh runs by default: the modules, then the references. */
    @Test
    void thisCheckoutHasItsFrameworksInThePomsOrder() {
        assertEquals(List.of("loom", "akka", "pekko", "kilim", "quasar", "kotlin", "vertx", "clojure", "go", "erlang",
                "cpp"), new Checkout(Path.of("..")).frameworks());
    }
}
