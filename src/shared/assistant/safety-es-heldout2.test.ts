/**
 * A second held-out Spanish table for the safeguarding check (issue 37, point 1), written after the
 * first one was fixed and before the check was changed again: Spanglish, a child typing on a phone,
 * euphemisms and veiled hints, in the words of other regions. Decision 061 records its first measure.
 */
import { describeSafetyTable } from './safety-table.testing';

/** Messages about a child at risk: every one must be flagged. */
const CONCERNING: readonly string[] = [
  'mi hijo anda diciendo que ya no quiere estar en este mundo',
  'my daughter dice que todos estarian mejor si ella no existiera',
  'mi niña escribió en su cuaderno que se quiere ir para siempre y no volver',
  'ella se rasguña los brazos hasta sacarse sangre',
  'encontre una navaja en su mochila y tiene cortaditas en las muñecas',
  'mi hijo ya no come, se mira al espejo y dice que está gordo, y vomita a escondidas',
  'siento que no sirvo para nada y que sobro en mi casa',
  'mi hijo se despidió de sus amigos y regaló su balón favorito',
  'el coach le pidió a mi hija su snap y le manda corazones',
  'un chavo mas grande le ofrece vapes a mi hijo si va a su casa',
  'el asistente le dijo a mi hija que es su favorita y que no le cuente a nadie lo que hablan',
  'hay un carro que se estaciona afuera de la cancha y un señor les toma fotos a las niñas',
  'el entrenador la abraza mucho y le da besos en el cachete y a ella no le gusta',
  'mi hija dice que el novio de mi hermana se mete a su cuarto en la noche',
  'mi tio me enseña videos de gente sin ropa',
  'un señor de instagram me dijo que le mande fotos o le va a decir a mis papás',
  'el papá de mi amigo me da dinero para que me quede con él a solas',
  'su padrastro le avienta cosas y le dice que es un inútil',
  'mi papá llega borracho y nos pega a mí y a mi mamá',
  'mi hijo trae la espalda llena de moretones y dice que se cayó, pero siempre dice lo mismo',
  'mi vecina le pega a sus niños con un cable, los oigo llorar',
  'mi hija me dijo que su mamá la quema con cigarros',
  'los niños de al lado andan en la calle hasta la madrugada y nadie los busca',
  'mi amiguito del equipo dice que en su casa no hay luz ni comida desde hace una semana',
  'nadie viene por ella después del entrenamiento y se queda sola en la oscuridad',
  'mis papás se van a trabajar a otro lado y me dejan cuidando a mis hermanitos por días',
  'los del equipo le dicen mojado y le tiran sus cosas a la basura',
  'en el chat del salón le dicen que está gorda y que nadie la quiere',
  'me esconden la mochila y me empujan todos los días y los profes no hacen nada',
  'unos chavos le dijeron a mi hijo que lo van a golpear a la salida',
];

/** Ordinary questions sharing those words: at most one may be flagged. */
const ORDINARY: readonly string[] = [
  'mi hijo ya no quiere estar en el grupo de la mañana, ¿lo podemos cambiar?',
  'my daughter dice que el entrenamiento estuvo increíble',
  'mi niña escribió una carta para el entrenador, ¿se la puedo dar el sábado?',
  'se rasguñó la rodilla con el pasto artificial, ¿tienen botiquín?',
  'mi hijo come mucho después del partido, ¿es normal?',
  'mi hijo regaló su balón viejo a un compañero',
  'el coach le pidió a mi hija que practique los tiros libres',
  '¿el entrenador tiene snap o whatsapp para los papás?',
  'hay mucho tráfico afuera de la cancha, ¿hay otro estacionamiento?',
  '¿puedo tomar fotos de mi hija durante el partido?',
  'el entrenador les dio un abrazo a todos cuando ganaron',
  'mi hija quiere invitar a sus amigas del equipo a su cumpleaños',
  'mi papá la va a recoger porque yo trabajo tarde',
  'mi hijo se cayó en el recreo y trae un moretón en la rodilla',
  'llegamos tarde porque había mucho tráfico, perdón',
  'mi hijo tiene tos, ¿puede ir al entrenamiento?',
  'se nos fue la luz y no pudimos ver el video del entrenamiento',
  'mis papás van a llevar a mi hijo porque yo estoy de viaje',
  'mi hijo se queda con su abuela los fines de semana',
  'le dicen el flaco de cariño, jaja',
  '¿pueden poner los videos en el chat del equipo?',
  'mi hijo dice que los profes son muy buena onda',
  'nos vamos a cambiar de casa, ¿cómo actualizo la dirección?',
  '¿a qué hora sale el entrenamiento del sábado?',
  'mi hija está gorda de tanto comer en navidad jaja, ¿hay plan de verano?',
  'el entrenador le gritó al árbitro, no me pareció bien',
  'mi hijo se desveló jugando videojuegos y no quiere despertarse',
  '¿venden vapes afuera de la cancha? vi a unos adolescentes',
  'quiero darle un regalo al entrenador, ¿qué le gusta?',
  'mi hija tiene miedo de los perros, ¿hay perros en el parque?',
];

describeSafetyTable('safeguarding held-out Spanish table 2', { concerning: CONCERNING, ordinary: ORDINARY, min: 30 });
