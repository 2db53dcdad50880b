package ringside.pekko;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;

/** Apache Pekko typed actors (the Apache-2.0 fork of Akka 2.6); the version is the pekko-actor on the class path. */
public final class PekkoFramework implements Framework {

    @Override
    public String name() {
        return "pekko";
    }

    /** From pekko-actor's own reference.conf, so it names the jar actually loaded, without starting a system. */
    @Override
    public String version() {
        return ConfigFactory.defaultReference().getString("pekko.version");
    }

    /** Every Pekko release is Apache-2.0 (an Apache Software Foundation project). */
    @Override
    public String licence() {
        return "Apache-2.0";
    }

    /** Stated for the version this module builds by default; -Dpekko.version changes the version, not these. */
    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "1.7.0 (August 2026); after it 1.7.1 (October 2026) and 2.0.0 (November 2026)",
                "maintained: an Apache Software Foundation project, Akka 2.6's Apache-2.0 fork, releasing several"
                        + " times a year",
                "1.x class files are for Java 8 and later; measured here on the run's JDK",
                "nothing beyond its jars (with the Scala 2.13 library): no agent, weaving or compiler plugin",
                "yes: pekko-remote (Artery) and pekko-cluster, separate modules of the same release",
                "2026-11-30");
    }

    @Override
    public List<Variant> variants() {
        return List.of(ActorVariant.TYPED, ActorVariant.TYPED_TUNED, ActorVariant.TYPED_VIRTUAL,
                PekkoHttpVariant.STACK);
    }

    /**
     * What Pekko's reference.conf requires for {@code virtualize = on} (it reaches JDK internals to make its pool the
     * carrier of virtual threads); given to every Pekko fork, since it only opens packages to reflection and changes
     * no code path of the other variants. The dispatcher is sized in the variant's config.
     */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of("--add-opens=java.base/java.lang=ALL-UNNAMED",
                "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED");
    }
}
