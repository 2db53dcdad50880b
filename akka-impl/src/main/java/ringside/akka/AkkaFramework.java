package ringside.akka;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;

/** Akka typed actors; the version is whatever akka-actor is on the class path (-Dakka.version at build time). */
public final class AkkaFramework implements Framework {

    @Override
    public String name() {
        return "akka";
    }

    /** From akka-actor's own reference.conf, so it names the jar actually loaded, without starting a system. */
    @Override
    public String version() {
        return ConfigFactory.defaultReference().getString("akka.version");
    }

    /** Akka changed licence with 2.7.0; 2.8+ without a licence key also stops the ActorSystem after 15 minutes. */
    @Override
    public String licence() {
        String[] v = version().split("\\.");
        boolean busl = Integer.parseInt(v[0]) > 2 || (Integer.parseInt(v[0]) == 2 && Integer.parseInt(v[1]) >= 7);
        return busl ? "BUSL-1.1 (Akka 2.7+; a licence key is needed for production use)" : "Apache-2.0";
    }

    /** Stated for the version this module builds by default; -Dakka.version changes the version, not these. */
    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "2.6.21 (June 2023) is the last Apache-2.0 release; Akka 2.7 and later (2.10.x in 2025) are"
                        + " BUSL-1.1",
                "the 2.6 line has had no release since 2.6.21; Akka 2.7+ is maintained commercially, and its"
                        + " production use needs a licence key",
                "2.6.21's class files are for Java 8 and later; measured here on the run's JDK",
                "nothing beyond its jars (with the Scala 2.13 library): no agent, weaving or compiler plugin",
                "yes: Akka Remote (Artery) and Akka Cluster, separate modules of the same release",
                "2026-11-30");
    }

    @Override
    public List<Variant> variants() {
        return List.of(ActorVariant.TYPED, ActorVariant.TYPED_TUNED, AkkaHttpVariant.STACK);
    }

    /** Nothing beyond the launcher's common arguments: the dispatcher is sized in the variant's config. */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of();
    }
}
